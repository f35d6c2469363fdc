import { messageEndpoints } from '@company/contract/messages';
import { site } from '../../config/site';
import type { DocContent } from '../docs';

export const content: DocContent = {
  intro:
    'Nous ne publions pas de paquet Python\u00a0: la bibliothèque standard suffit pour appeler l’API des messages. Ce client tient dans un fichier, sans dépendance à installer, et fonctionne avec Python\u00a03.9 ou plus récent, dans vos scripts, vos tâches planifiées et vos carnets Jupyter.',
  clientSpace: false,
  sections: [
    {
      title: 'Avant de commencer',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le client appelle le domaine du site lui-même. Il n’a besoin ni de clé ni de compte\u00a0: les deux points d’accès reçoivent ce qu’un visiteur pourrait écrire dans les formulaires de contact et de support, avec les mêmes règles et les mêmes messages d’erreur. Copiez le fichier à côté de vos scripts, ou dans le paquet interne de votre équipe\u00a0: la référence de l’API donne le nom de chaque champ, s’il est obligatoire et sa longueur maximale.',
        },
      ],
    },
    {
      title: 'Le client, avec urllib',
      blocks: [
        {
          kind: 'paragraph',
          text: 'La fonction `send_message` envoie un message, garde la même clé d’idempotence pour toutes ses tentatives et renvoie l’identifiant du message enregistré. Elle réessaie les pannes passagères et respecte l’en-tête `Retry-After`.',
        },
        {
          kind: 'code',
          caption: 'messages_client.py (Python)',
          language: 'python',
          code: `import json
import time
import urllib.error
import urllib.request
import uuid

ORIGIN = "${site.origin}"


class MessageError(Exception):
    def __init__(self, status, error):
        super().__init__(error["message"])
        self.status = status
        self.code = error["code"]
        self.fields = error.get("fields", {})


def send_message(path, fields, attempts=4):
    """Sends a message to '${messageEndpoints.contact}' or '${messageEndpoints.support}'; returns its id."""
    key = str(uuid.uuid4())
    body = json.dumps(fields).encode("utf-8")
    for attempt in range(1, attempts + 1):
        request = urllib.request.Request(
            ORIGIN + path,
            data=body,
            method="POST",
            headers={"Content-Type": "application/json", "Idempotency-Key": key},
        )
        try:
            with urllib.request.urlopen(request, timeout=15) as response:
                return json.load(response)["id"]
        except urllib.error.HTTPError as error:
            answer = json.load(error)
            if error.code not in (429, 500, 503) or attempt == attempts:
                raise MessageError(error.code, answer["error"]) from None
            time.sleep(int(error.headers.get("Retry-After", 2 ** attempt)))
        except urllib.error.URLError:
            if attempt == attempts:
                raise
            time.sleep(2 ** attempt)`,
        },
      ],
    },
    {
      title: 'Envoyer un message de contact',
      blocks: [
        {
          kind: 'code',
          caption: 'Demander un devis (Python)',
          language: 'python',
          code: `from messages_client import send_message

message_id = send_message("${messageEndpoints.contact}", {
    "name": "Rasoa Andrianina",
    "email": "rasoa@exemple.mg",
    "company": "Vanille & Co",
    "subject": "Demande de devis",
    "message": "Bonjour, nous souhaitons externaliser notre service client.",
})
print("Message enregistré :", message_id)`,
        },
        {
          kind: 'paragraph',
          text: 'Les champs `name`, `email`, `subject` et `message` sont obligatoires, `company` est facultatif. Le texte est envoyé en UTF-8\u00a0: les accents et les caractères malgaches passent tels quels.',
        },
      ],
    },
    {
      title: 'Traiter les erreurs',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Un refus lève `MessageError`, qui porte le statut, le `code` de l’API et, pour un champ mal rempli, le dictionnaire `fields` avec le message de chaque champ en erreur, en français.',
        },
        {
          kind: 'code',
          caption: 'Lire les erreurs de chaque champ (Python)',
          language: 'python',
          code: `from messages_client import MessageError, send_message

try:
    send_message("${messageEndpoints.support}", {"name": "", "email": "rasoa@exemple"})
except MessageError as error:
    for field, message in error.fields.items():
        print(field, ":", message)`,
        },
        {
          kind: 'list',
          items: [
            'Gardez peu de tentatives\u00a0: chaque essai compte dans les limites de débit de votre adresse.',
            'Planifiez vos tâches pour envoyer un message quand une personne doit le lire, pas pour transmettre des données en série.',
            'Pour les codes 400, 403, 405 et 413, corrigez la requête avant de renvoyer\u00a0: elle serait refusée de nouveau.',
          ],
        },
      ],
    },
  ],
};
