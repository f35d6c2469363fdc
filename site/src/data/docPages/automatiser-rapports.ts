import { clientApi } from '../../config/clientApi';
import type { DocContent } from '../docs';

export const content: DocContent = {
  intro:
    'Chaque nuit, nous produisons le rapport d’activité de la veille pour chacun de vos services. Ce tutoriel montre comment le récupérer automatiquement chaque matin dans votre tableur ou votre entrepôt de données, sans téléchargement manuel.',
  clientSpace: true,
  sections: [
    {
      title: 'Ce dont vous avez besoin',
      blocks: [
        {
          kind: 'list',
          items: [
            'une clé d’API avec le droit de lecture sur les rapports, créée comme l’explique le guide « Authentification à l’API » ;',
            'une machine qui s’exécute chaque matin : un serveur, le service de tâches planifiées de votre hébergeur ou le planificateur de tâches de Windows ;',
            'l’outil curl, ou Python 3 pour la seconde méthode.',
          ],
        },
      ],
    },
    {
      title: 'Récupérer le rapport de la veille',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le rapport d’une journée est disponible à partir de 2 h du matin, heure de Madagascar (UTC+3). Demandez-le au format CSV en précisant sa date :',
        },
        {
          kind: 'code',
          caption: 'Télécharger le rapport de la veille (cURL, Linux)',
          language: 'bash',
          code: `DATE=$(date -d yesterday +%F)
curl "${clientApi.baseUrl}/reports?date=$DATE&format=csv" \\
  -H "Authorization: Bearer $ACCESS_TOKEN" \\
  --fail -o "rapport-$DATE.csv"`,
        },
        {
          kind: 'paragraph',
          text: 'Le fichier compte une ligne par service et par indicateur, avec la valeur, l’objectif prévu au contrat et l’unité. Les nombres décimaux y sont écrits avec un point, que tous les tableurs et outils de traitement lisent sans conversion.',
        },
      ],
    },
    {
      title: 'Planifier l’export chaque matin',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Écrire le script',
              description:
                'Placez les commandes ci-dessus dans un fichier, précédées de la demande de jeton décrite dans le guide d’authentification.',
            },
            {
              title: 'Le planifier',
              description:
                'Sur Linux, une ligne de crontab suffit ; sur Windows, créez une tâche quotidienne dans le planificateur de tâches.',
            },
            {
              title: 'Surveiller les échecs',
              description:
                'L’option `--fail` fait échouer curl si la réponse n’est pas un succès : recevez une alerte dans ce cas plutôt qu’un fichier vide.',
            },
          ],
        },
        {
          kind: 'code',
          caption: 'Chaque jour à 6 h, heure du serveur (crontab)',
          language: 'bash',
          code: '0 6 * * * /opt/rapports/export.sh >> /var/log/export-rapports.log 2>&1',
        },
      ],
    },
    {
      title: 'Alimenter un entrepôt de données',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Pour charger les indicateurs dans une base de données, le SDK Python lit le rapport directement :',
        },
        {
          kind: 'code',
          caption: 'Charger le rapport de la veille dans une base (Python)',
          language: 'python',
          code: `import sqlite3
from datetime import date, timedelta
from ${clientApi.pythonModule} import Client

client = Client.from_env()
hier = date.today() - timedelta(days=1)
rapport = client.reports.get(date=hier)

with sqlite3.connect("indicateurs.db") as base:
    base.executemany(
        "INSERT OR REPLACE INTO indicateurs VALUES (?, ?, ?, ?)",
        [(hier.isoformat(), l.service, l.metric, l.value) for l in rapport.lines],
    )`,
        },
        {
          kind: 'paragraph',
          text: 'Remplacez SQLite par le connecteur de votre entrepôt. Déclarez une clé unique sur la date, le service et l’indicateur : si le script tourne deux fois, la seconde exécution remplace les lignes au lieu de les doubler.',
        },
        {
          kind: 'note',
          title: 'Plutôt qu’une heure fixe',
          text: 'Abonnez-vous à l’événement `report.ready`, décrit dans le guide « Webhooks » : votre script se lance dès que le rapport est prêt, même si sa production a pris du retard.',
        },
      ],
    },
  ],
};
