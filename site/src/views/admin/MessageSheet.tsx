import {
  Alert,
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Badge,
  Button,
  DescriptionList,
  Field,
  Heading,
  LoadingState,
  Select,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  Stack,
  Text,
  useToast,
} from '@company/ui';
import {
  deliveryStatusLabels,
  inboxStatusLabels,
  inboxReplyHref,
  inboxStatuses,
  type InboxMessageResponse,
  type InboxStatus,
} from '@company/contract/inbox';
import { Mail, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { inboxApi, InboxRequestError } from '../../features/inbox/inboxApi';
import { formatDateTime, kindLabel } from './inboxFormat';

interface MessageSheetProps {
  /** The message shown, or none when the sheet is closed. */
  id: string | undefined;
  onClose: () => void;
  /** The list changed (a status, an erasure): it loads again. */
  onChanged: () => void;
  onError: (error: unknown) => void;
  /** The id of the element that takes the focus once a message is erased (the page's heading). */
  focusAfterErasure: string;
}

/** A message with everything known of it, its status change, the reply by mail and its erasure. */
export function MessageSheet({ id, onClose, onChanged, onError, focusAfterErasure }: MessageSheetProps) {
  const [loaded, setLoaded] = useState<{ id: string; data?: InboxMessageResponse; error?: string }>();
  useEffect(() => {
    if (!id) return;
    let current = true;
    inboxApi.message(id).then(
      (data) => current && setLoaded({ id, data }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof InboxRequestError && !error.signedOut) setLoaded({ id, error: error.message });
        else onError(error);
      },
    );
    return () => {
      current = false;
    };
  }, [id, onError]);

  const shown = loaded?.id === id ? loaded : undefined;
  // The row that opened an erased message leaves the list: the focus goes to the page's heading
  // rather than to a row about to vanish (and from there to the body).
  const erased = useRef(false);
  return (
    <Sheet open={id !== undefined} onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        side="end"
        size="lg"
        closeLabel="Fermer le message"
        onCloseAutoFocus={(event) => {
          if (!erased.current) return;
          erased.current = false;
          const heading = document.getElementById(focusAfterErasure);
          if (!heading) return;
          event.preventDefault();
          heading.tabIndex = -1;
          heading.focus();
        }}
      >
        {shown?.data ? (
          <MessageDetail
            key={shown.data.message.id}
            data={shown.data}
            onUpdated={(data) => {
              setLoaded({ id: data.message.id, data });
              onChanged();
            }}
            onErased={() => {
              erased.current = true;
              onClose();
              onChanged();
            }}
            onError={onError}
          />
        ) : (
          <>
            <SheetHeader>
              <SheetTitle>Message</SheetTitle>
              <SheetDescription>{shown?.error ? 'Impossible d’afficher ce message.' : 'Chargement…'}</SheetDescription>
            </SheetHeader>
            {shown?.error ? (
              <Alert tone="danger">{shown.error}</Alert>
            ) : (
              <LoadingState role="status">Chargement du message…</LoadingState>
            )}
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}

interface MessageDetailProps {
  data: InboxMessageResponse;
  onUpdated: (data: InboxMessageResponse) => void;
  onErased: () => void;
  onError: (error: unknown) => void;
}

function MessageDetail({ data, onUpdated, onErased, onError }: MessageDetailProps) {
  const { message, history } = data;
  const { toast } = useToast();
  const [status, setStatus] = useState<InboxStatus>(message.status);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function run(action: () => Promise<void>) {
    setPending(true);
    setFailure(undefined);
    try {
      await action();
    } catch (error) {
      if (error instanceof InboxRequestError && !error.signedOut) setFailure(error.message);
      else onError(error);
    } finally {
      setPending(false);
    }
  }

  const delivery = [
    deliveryStatusLabels[message.delivery.status],
    message.delivery.attempts > 1 ? `${message.delivery.attempts}\u00a0tentatives` : undefined,
    message.delivery.sentAt ? `le ${formatDateTime(message.delivery.sentAt)}` : undefined,
    message.delivery.lastError ? `dernière erreur\u00a0: ${message.delivery.lastError}` : undefined,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <Stack gap="5">
      <SheetHeader>
        <SheetTitle>{message.subject}</SheetTitle>
        <SheetDescription>
          {message.name} &lt;{message.email}&gt;
        </SheetDescription>
      </SheetHeader>
      <Stack direction="row" wrap gap="3">
        <Button asChild icon={<Mail />}>
          <a href={inboxReplyHref(message)}>Répondre</a>
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="outline" icon={<Trash2 />} disabled={pending}>
              Effacer
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{'Effacer ce message\u00a0?'}</AlertDialogTitle>
              <AlertDialogDescription>
                Le message de {message.name} et sa copie en attente d’envoi seront supprimés définitivement. Seule la
                trace de l’effacement est conservée, sans donnée personnelle.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Annuler</AlertDialogCancel>
              <AlertDialogAction
                tone="danger"
                onClick={() =>
                  void run(async () => {
                    await inboxApi.erase(message.id);
                    toast({
                      title: 'Message effacé',
                      description: `Le message de ${message.name} a été effacé.`,
                      tone: 'success',
                    });
                    onErased();
                  })
                }
              >
                Effacer définitivement
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </Stack>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void run(async () => {
            const updated = await inboxApi.setStatus(message.id, status);
            toast({ title: 'Statut modifié', description: inboxStatusLabels[status], tone: 'success' });
            onUpdated(updated);
          });
        }}
      >
        <Stack direction="row" wrap align="end" gap="3">
          <Field label="Statut">
            <Select value={status} onValueChange={(value) => setStatus(value as InboxStatus)}>
              {inboxStatuses.map((value) => (
                <option key={value} value={value}>
                  {inboxStatusLabels[value]}
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" variant="outline" loading={pending} disabled={status === message.status}>
            Changer le statut
          </Button>
        </Stack>
      </form>
      <DescriptionList
        items={[
          { term: 'Statut', details: <Badge>{inboxStatusLabels[message.status]}</Badge> },
          { term: 'Formulaire', details: kindLabel(message.kind) },
          { term: 'Reçu le', details: formatDateTime(message.createdAt) },
          { term: 'Adresse', details: message.email },
          ...(message.company ? [{ term: 'Entreprise', details: message.company }] : []),
          ...(message.priority ? [{ term: 'Priorité', details: message.priority }] : []),
          { term: 'Transmission', details: delivery },
        ]}
      />
      <section aria-labelledby="message-text">
        <Heading id="message-text" level={3} size="heading4">
          Message
        </Heading>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Text>
      </section>
      <section aria-labelledby="message-history">
        <Heading id="message-history" level={3} size="heading4">
          Historique
        </Heading>
        {history.length === 0 ? (
          <Text>Aucun changement depuis la réception.</Text>
        ) : (
          <ol>
            {history.map((event) => (
              <li key={`${event.at}-${event.to}`}>
                {inboxStatusLabels[event.from]} → {inboxStatusLabels[event.to]}, par {event.actor}, le{' '}
                {formatDateTime(event.at)}
              </li>
            ))}
          </ol>
        )}
      </section>
    </Stack>
  );
}
