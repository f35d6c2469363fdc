// What the package checks share about child processes: the environment they run in and how their
// output is reported.
import { delimiter, dirname, join } from 'node:path';

/**
 * The environment of the checks' child processes (npm, attw, next): the Node that runs the check
 * (the pinned Node 24) first on PATH rather than whatever `node` the system has, no colours, no
 * npm nags. `npm run` exports npm_* variables; the ones naming the root project (prefix,
 * workspace, package, lifecycle) must not leak into npm commands run in a scratch app or the
 * package directory. Settings such as the registry, cache or proxy pass through.
 * @param {string} root the repository's root, whose node_modules/.bin comes second on PATH
 */
export function childEnv(root, base = process.env) {
  const env = {
    ...base,
    PATH: [dirname(process.execPath), join(root, 'node_modules', '.bin'), base.PATH].join(delimiter),
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  };
  for (const key of Object.keys(env)) {
    if (
      /^npm_(package_|lifecycle_|command$|config_(local_prefix|prefix|workspaces?|include_workspace_root)$)/.test(key)
    )
      delete env[key];
  }
  return env;
}

/** What a finished command printed, stdout then stderr. */
export const output = (result) => `${result.stdout}\n${result.stderr}`.trim();

/** npm prints this for a setting in the machine's own ~/.npmrc; it says nothing about the package. */
export const withoutNpmConfigNoise = (text) =>
  text
    .split('\n')
    .filter((line) => !/^npm warn Unknown (user|project|global|env) config/.test(line))
    .join('\n');

/** Indents a block of details under the line of the check it explains. */
export const indent = (text) =>
  String(text)
    .trimEnd()
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
