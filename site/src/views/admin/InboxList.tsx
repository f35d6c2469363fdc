import {
  Alert,
  Badge,
  Button,
  DataTable,
  DateRangePicker,
  EmptyState,
  Field,
  Link,
  Listbox,
  SegmentedControl,
  SegmentedControlItem,
  Select,
  Stack,
  TextInput,
  useToast,
  type DataTableColumn,
  type DataTableRowSelection,
} from '@company/ui';
import {
  checkInboxQuery,
  inboxEndpoints,
  inboxLimits,
  inboxQueryString,
  inboxStatusLabels,
  inboxStatuses,
  type InboxListQuery,
  type InboxListResponse,
  type InboxMessageSummary,
  type InboxStatus,
} from '@company/contract/inbox';
import { Download } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RouterLink } from '../../components/RouterLink';
import { inboxApi, InboxRequestError } from '../../features/inbox/inboxApi';
import { formatDateTime, kindLabel } from './inboxFormat';
import { MessageSheet } from './MessageSheet';

const statusOptions = inboxStatuses.map((value) => ({ value, label: inboxStatusLabels[value] }));
const statusTones: Record<InboxStatus, 'info' | 'warning' | 'success' | 'neutral' | 'danger'> = {
  new: 'info',
  in_progress: 'warning',
  answered: 'success',
  archived: 'neutral',
  spam: 'danger',
};

/** The URL's search parameters as the contract's check reads them: each name's values. */
function readQuery(params: URLSearchParams) {
  const record: Record<string, string[]> = {};
  for (const name of new Set(params.keys())) record[name] = params.getAll(name);
  return checkInboxQuery(record);
}

type Loaded = { key: string; data?: InboxListResponse; error?: string };

/**
 * The messages, newest first, a page at a time from the server, with the filters in the URL (so
 * that a filtered list can be bookmarked, shared and reloaded) and the open message's id too.
 */
export function InboxList({ onSignedOut }: { onSignedOut: (error: unknown) => void }) {
  const [params, setParams] = useSearchParams();
  const checked = readQuery(params);
  const query: InboxListQuery = checked.ok ? checked.value : { page: 1, limit: inboxLimits.pageSize };
  const key = inboxQueryString(query);
  const openId = params.get('message') ?? undefined;
  const { toast } = useToast();
  const [loaded, setLoaded] = useState<Loaded>();
  const [reloads, setReloads] = useState(0);
  const [selection, setSelection] = useState<DataTableRowSelection>({});
  const [bulkStatus, setBulkStatus] = useState<InboxStatus>('answered');
  const [bulkPending, setBulkPending] = useState(false);

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof InboxRequestError && error.signedOut) onSignedOut(error);
      else
        toast({
          title: 'Action impossible',
          description: error instanceof Error ? error.message : String(error),
          tone: 'danger',
        });
    },
    [onSignedOut, toast],
  );

  useEffect(() => {
    let current = true;
    inboxApi.list(checked.ok ? checked.value : {}).then(
      (data) => current && setLoaded({ key, data }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof InboxRequestError && error.signedOut) onSignedOut(error);
        else setLoaded({ key, error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
    // `key` stands for the query: a new object each render, the same string when nothing changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, reloads, onSignedOut]);

  /** Changes some parameters of the URL; a change of filter goes back to the first page. */
  const update = (changes: Record<string, string | readonly string[] | undefined>, keepPage = false) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          next.delete(name);
          for (const one of typeof value === 'string' ? [value] : (value ?? [])) if (one) next.append(name, one);
        }
        if (!keepPage) next.delete('page');
        return next;
      },
      { replace: false },
    );
    if (!keepPage) setSelection({});
  };

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const shown = loaded?.key === key ? loaded : undefined;
  const rows = useMemo(() => shown?.data?.messages ?? [], [shown]);
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  const { page: _page, limit: _limit, ...filters } = query;
  const exportHref = `${inboxEndpoints.export}?${inboxQueryString(filters)}`;

  const messageHref = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('message', id);
    return `/app/admin?${next.toString()}`;
  };

  const columns = useMemo<DataTableColumn<InboxMessageSummary>[]>(
    () => [
      {
        key: 'subject',
        header: 'Objet',
        // A link, not a button: the open message is in the URL, so it opens in a new tab too.
        render: (row) => (
          <Link asChild>
            <RouterLink href={messageHref(row.id)}>{row.subject}</RouterLink>
          </Link>
        ),
      },
      {
        key: 'name',
        header: 'Expéditeur',
        render: (row) => (
          <>
            {row.name}
            <br />
            <small>{row.email}</small>
          </>
        ),
      },
      { key: 'kind', header: 'Formulaire', render: (row) => kindLabel(row.kind) },
      { key: 'createdAt', header: 'Reçu le', render: (row) => formatDateTime(row.createdAt) },
      {
        key: 'status',
        header: 'Statut',
        render: (row) => <Badge tone={statusTones[row.status]}>{inboxStatusLabels[row.status]}</Badge>,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the links carry the current filters
    [params],
  );

  async function applyBulk(event: FormEvent) {
    event.preventDefault();
    setBulkPending(true);
    try {
      const { updated } = await inboxApi.setStatuses(selectedIds, bulkStatus);
      toast({
        title: 'Statut modifié',
        description: `${updated}\u00a0message${updated > 1 ? 's' : ''} passé${updated > 1 ? 's' : ''} en «\u00a0${inboxStatusLabels[bulkStatus]}\u00a0».`,
        tone: 'success',
      });
      setSelection({});
      reload();
    } catch (error) {
      fail(error);
    } finally {
      setBulkPending(false);
    }
  }

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    update({ q: typeof q === 'string' ? q.trim() : undefined });
  }

  const range = query.from && query.to ? { start: query.from, end: query.to } : null;

  return (
    <Stack gap="5">
      <Stack direction="row" wrap align="end" gap="4">
        <Field label="Formulaire">
          <SegmentedControl
            value={query.kind ?? 'all'}
            onValueChange={(value) => value && update({ kind: value === 'all' ? undefined : value })}
          >
            <SegmentedControlItem value="all">Tous</SegmentedControlItem>
            <SegmentedControlItem value="contact">Contact</SegmentedControlItem>
            <SegmentedControlItem value="support">Support</SegmentedControlItem>
          </SegmentedControl>
        </Field>
        <Field label="Statut">
          <Listbox
            multiple
            items={statusOptions}
            placeholder="Tous les statuts"
            value={query.status ?? []}
            onValueChange={(value) => update({ status: value })}
          />
        </Field>
        <DateRangePicker
          label="Période"
          value={range}
          onValueChange={(value) => update({ from: value?.start, to: value?.end })}
        />
        <form role="search" onSubmit={search} key={query.q ?? ''}>
          <Stack direction="row" align="end" gap="2">
            <Field label="Rechercher">
              <TextInput
                type="search"
                name="q"
                defaultValue={query.q ?? ''}
                placeholder="Nom, e-mail, mot du message…"
              />
            </Field>
            <Button type="submit" variant="outline">
              Rechercher
            </Button>
          </Stack>
        </form>
      </Stack>
      {!checked.ok && <Alert tone="warning">{checked.issues[0]?.message}</Alert>}
      <Stack direction="row" wrap align="end" justify="between" gap="3">
        <form onSubmit={(event) => void applyBulk(event)} aria-label="Changer le statut de la sélection">
          <Stack direction="row" wrap align="end" gap="2">
            <Field label={`Statut des messages sélectionnés (${selectedIds.length})`}>
              <Select value={bulkStatus} onValueChange={(value) => setBulkStatus(value as InboxStatus)}>
                {statusOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </Field>
            <Button type="submit" variant="outline" disabled={selectedIds.length === 0} loading={bulkPending}>
              Appliquer
            </Button>
          </Stack>
        </form>
        <Button asChild variant="ghost" icon={<Download />}>
          <a href={exportHref} download>
            Exporter en CSV
          </a>
        </Button>
      </Stack>
      {shown?.error ? (
        <Alert tone="danger" title="La liste n’a pas pu être chargée">
          <Stack gap="3">
            {shown.error}
            <div>
              <Button variant="outline" onClick={reload}>
                Réessayer
              </Button>
            </div>
          </Stack>
        </Alert>
      ) : shown?.data && shown.data.total === 0 ? (
        <EmptyState
          title="Aucun message"
          description={key === '' ? 'Aucun message n’a encore été reçu.' : 'Aucun message ne correspond à ces filtres.'}
        />
      ) : (
        <DataTable
          caption="Messages reçus, du plus récent au plus ancien"
          captionHidden
          columns={columns}
          rows={rows}
          rowKey="id"
          rowHeader="subject"
          getRowLabel={(row) => `${row.subject}, de ${row.name}`}
          loading={!shown}
          paginated
          pagination={{ pageIndex: query.page - 1, pageSize: query.limit }}
          pageSizeOptions={[25, 50, 100]}
          onPaginationChange={({ pageIndex, pageSize }) =>
            update(
              {
                page: pageIndex > 0 ? String(pageIndex + 1) : undefined,
                limit: pageSize !== inboxLimits.pageSize ? String(pageSize) : undefined,
              },
              true,
            )
          }
          rowCount={shown?.data?.total ?? 0}
          selectable
          rowSelection={selection}
          onRowSelectionChange={setSelection}
        />
      )}
      <MessageSheet
        id={openId}
        onClose={() => update({ message: undefined }, true)}
        onChanged={reload}
        onError={fail}
        focusAfterErasure="inbox-title"
      />
    </Stack>
  );
}
