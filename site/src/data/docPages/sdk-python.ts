import { clientApi } from '../../config/clientApi';
import type { DocContent } from '../docs';

export const content: DocContent = {
  intro:
    'Le SDK Python s’adresse aux équipes de données : il envoie vos lots d’annotation, suit leur avancement et télécharge les annotations livrées, depuis vos scripts comme depuis vos carnets Jupyter. Il requiert Python 3.10 ou plus récent.',
  clientSpace: true,
  sections: [
    {
      title: 'Installation et configuration',
      blocks: [
        {
          kind: 'code',
          caption: 'Installer le SDK (pip)',
          language: 'bash',
          code: `pip install ${clientApi.pythonPackage}`,
        },
        {
          kind: 'paragraph',
          text: 'Installez-le dans un environnement virtuel propre à votre projet, pour que sa version ne dépende pas de celle des autres outils de la machine.',
        },
        {
          kind: 'paragraph',
          text: 'Comme le SDK JavaScript, il lit votre clé d’API dans les variables d’environnement `API_CLIENT_ID` et `API_CLIENT_SECRET`, et renouvelle seul son jeton d’accès.',
        },
        {
          kind: 'code',
          caption: 'Créer le client (Python)',
          language: 'python',
          code: `from ${clientApi.pythonModule} import Client

client = Client.from_env()`,
        },
      ],
    },
    {
      title: 'Envoyer un lot',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Un lot réunit des fichiers et la version des consignes qui s’y applique. Créez-le, puis déposez les fichiers : le SDK les envoie en parallèle et reprend un envoi interrompu là où il s’était arrêté.',
        },
        {
          kind: 'code',
          caption: 'Créer un lot et déposer les images (Python)',
          language: 'python',
          code: `from pathlib import Path

lot = client.batches.create(
    name="Défauts de soudure, semaine 12",
    task="bounding_box",
    guidelines_version="v3",
    output_format="coco",
)
lot.upload(sorted(Path("images").glob("*.jpg")))
lot.submit()`,
        },
        {
          kind: 'paragraph',
          text: 'Le paramètre `task` décrit le travail attendu : `classification`, `bounding_box`, `polygon`, `segmentation`, `text_classification` ou `transcription`. Le paramètre `output_format` accepte `coco`, `pascal_voc`, `yolo`, `json` et `csv`.',
        },
      ],
    },
    {
      title: 'Suivre l’avancement',
      blocks: [
        {
          kind: 'code',
          caption: 'Lire l’état d’un lot, puis attendre sa livraison (Python)',
          language: 'python',
          code: `lot = client.batches.get(lot.id)
print(lot.status, f"{lot.progress:.0%}")

lot.wait(poll_interval=600)  # une vérification toutes les dix minutes`,
        },
        {
          kind: 'paragraph',
          text: 'Un lot passe par les statuts `draft`, `submitted`, `in_progress`, `quality_check` puis `delivered`. Dans un service qui tourne en continu, préférez l’événement `batch.delivered`, décrit dans le guide « Webhooks », à une attente active.',
        },
      ],
    },
    {
      title: 'Télécharger les annotations',
      blocks: [
        {
          kind: 'code',
          caption: 'Enregistrer les annotations livrées (Python)',
          language: 'python',
          code: `chemin = lot.download_annotations("annotations/")
print("Annotations enregistrées dans", chemin)`,
        },
        {
          kind: 'paragraph',
          text: 'Le fichier suit le format choisi à la création du lot. Le rapport de qualité qui l’accompagne donne, pour chaque classe, le taux d’accord entre annotateurs et la liste des éléments écartés, avec leur motif.',
        },
        {
          kind: 'note',
          title: 'Signaler un écart',
          text: 'Une annotation vous semble fausse ? Appelez `lot.report_issue()` avec l’identifiant de l’élément et votre remarque : le lot est repris selon les conditions de votre formule.',
        },
      ],
    },
    {
      title: 'Gérer les erreurs',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Une erreur de l’API lève une exception `ApiError`, qui porte le code HTTP dans `status`, le code d’erreur dans `code` et l’identifiant de requête à transmettre au support dans `request_id`. Comme en JavaScript, les erreurs 429, 500 et 503 sont retentées automatiquement, cinq fois au plus.',
        },
        {
          kind: 'code',
          caption: 'Traiter un lot refusé (Python)',
          language: 'python',
          code: `from ${clientApi.pythonModule} import ApiError

try:
    lot.submit()
except ApiError as erreur:
    if erreur.status == 422:
        print("Lot refusé :", erreur.message, erreur.request_id)
    else:
        raise`,
        },
      ],
    },
  ],
};
