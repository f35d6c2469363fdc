import { site } from '../config/site';
import { AUTH_STORAGE_KEY, AUTH_TOKEN_KEY } from '../stores/authStore';

/**
 * The account area's head script (the CSP allows it by its hash): a visitor whose browser holds no
 * session is sent to the sign-in notice before the page paints, instead of waiting for the
 * application's code to find out. A stored session, even one the application then refuses, and
 * storage the browser denies leave the page to the application, which has the last word.
 */
export const accountGuardScript =
  `(function(){try{var s=localStorage;if(s.getItem(${JSON.stringify(AUTH_TOKEN_KEY)})===null&&` +
  `s.getItem(${JSON.stringify(AUTH_STORAGE_KEY)})===null)location.replace(${JSON.stringify(`${site.basePath}/login`)})}catch(e){}})()`;
