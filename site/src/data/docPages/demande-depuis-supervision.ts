import { messageEndpoints, messageFields } from '@company/contract/messages';
import { site } from '../../config/site';
import type { DocContent } from '../docs';
import { formatNumber } from '@company/contract/format';

const maxLength = (name: string) => messageFields.support.find((field) => field.name === name)?.maxLength ?? 0;

export const content: DocContent = {
  intro:
    'Quand votre outil de supervision détecte une panne sur un service que nous opérons pour vous, il peut ouvrir lui-même une demande de support urgente. Ce tutoriel relie une alerte à l’API des messages, sans doublon quand l’alerte se répète.',
  clientSpace: false,
  sections: [
    {
      title: 'Ce que vous allez construire',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Un petit script, appelé par votre outil de supervision à chaque alerte, qui ouvre une demande de priorité `urgent` avec le nom du service, l’heure et le détail de l’alerte. Notre équipe la reçoit par e-mail, comme une demande écrite sur le site, et vous répond à l’adresse indiquée.',
        },
        {
          kind: 'list',
          items: [
            'Python\u00a03.9 ou plus récent, sans autre dépendance\u00a0: le script reprend le client du guide «\u00a0Client Python\u00a0».',
            'Une adresse e-mail d’équipe, lue par les personnes d’astreinte, pour recevoir nos réponses.',
            'Un outil de supervision capable de lancer une commande quand une alerte se déclenche, ce que font la plupart.',
          ],
        },
      ],
    },
    {
      title: 'Une alerte, une seule demande',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Une alerte qui se répète toutes les minutes ne doit pas ouvrir soixante demandes. La clé d’idempotence règle ce point\u00a0: construisez-la à partir de l’identifiant de l’alerte plutôt que de la tirer au hasard. Tant que l’alerte garde le même identifiant, le serveur reconnaît la clé et répond 200 avec l’identifiant de la première demande.',
        },
        {
          kind: 'note',
          title: 'Les limites de débit s’appliquent',
          text: 'Chaque appel compte, même répété\u00a0: au-delà de quelques alertes par minute, le serveur répond 429. Regroupez les alertes d’un même incident dans votre outil avant de les transmettre.',
        },
      ],
    },
    {
      title: 'Le script',
      blocks: [
        {
          kind: 'code',
          caption: 'open_support_request.py (Python)',
          language: 'python',
          code: `import json
import sys
import urllib.request

ORIGIN = "${site.origin}"

alert = json.load(sys.stdin)
request = urllib.request.Request(
    ORIGIN + "${messageEndpoints.support}",
    method="POST",
    headers={
        "Content-Type": "application/json",
        # The same alert always gives the same key: one request, however often it fires.
        "Idempotency-Key": "alerte-" + alert["id"],
    },
    data=json.dumps({
        "name": "Supervision de Vanille & Co",
        "email": "astreinte@exemple.mg",
        "subject": "Alerte : " + alert["service"],
        "priority": "urgent",
        "message": alert["started_at"] + "\\n" + alert["details"],
    }).encode("utf-8"),
)
with urllib.request.urlopen(request, timeout=15) as response:
    print(json.load(response)["id"])`,
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Adapter les champs',
              description: `Remplacez le nom, l’adresse e-mail et les noms des champs de l’alerte par ceux de votre outil. Le sujet compte ${formatNumber(maxLength('subject'))}\u00a0caractères au plus, le message ${formatNumber(maxLength('message'))}.`,
            },
            {
              title: 'Essayer une fois à la main',
              description:
                'Lancez le script avec une alerte de test, en précisant dans son détail qu’il s’agit d’un essai\u00a0: le script affiche l’identifiant de la demande enregistrée.',
            },
            {
              title: 'Brancher la supervision',
              description:
                'Déclarez le script comme commande de notification de votre outil, avec l’alerte en JSON sur son entrée standard.',
            },
          ],
        },
      ],
    },
  ],
};
