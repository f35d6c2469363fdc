import type { DocContent } from '../docs';

export const content: DocContent = {
  intro:
    'La qualité d’un modèle d’intelligence artificielle dépend d’abord de celle de ses données d’entraînement. Un jeu de données bien préparé et des consignes claires permettent à nos annotateurs de livrer vite des annotations homogènes.',
  clientSpace: false,
  sections: [
    {
      title: 'Les formats acceptés',
      blocks: [
        {
          kind: 'table',
          caption: 'Formats de fichiers acceptés par type de données',
          headers: ['Type de données', 'Formats de fichiers'],
          rows: [
            ['Images', 'JPEG, PNG, WebP, TIFF'],
            ['Textes', 'TXT, CSV, JSON, JSONL'],
            ['Audio', 'WAV, MP3, FLAC'],
            ['Vidéo', 'MP4, MOV'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Les annotations vous sont livrées au format de votre choix : COCO, Pascal VOC, YOLO, JSON ou CSV. Indiquez-le dès le départ, avec les conventions de nommage de vos fichiers s’il y en a.',
        },
      ],
    },
    {
      title: 'Rédiger les consignes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les consignes sont le document de référence de l’équipe d’annotation. Elles tiennent en quelques pages et contiennent :',
        },
        {
          kind: 'list',
          items: [
            'la liste des classes, avec une définition d’une phrase pour chacune ;',
            'des exemples positifs et négatifs pour chaque classe, en images ou en extraits ;',
            'les cas limites et la décision attendue : objet en partie caché, image floue, texte dans une autre langue ;',
            'la précision attendue, par exemple l’écart toléré entre une boîte englobante et le bord de l’objet ;',
            'le sort d’un élément inexploitable : l’ignorer, le signaler ou le classer à part.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Numérotez les versions de vos consignes : quand une règle change, nous savons quels éléments reprendre.',
        },
      ],
    },
    {
      title: 'Constituer un lot pilote',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Choisir un échantillon représentatif',
              description:
                'Quelques centaines d’éléments qui couvrent toutes les classes et les cas difficiles, pas seulement les plus simples.',
            },
            {
              title: 'Le faire annoter',
              description:
                'Nos annotateurs appliquent les consignes, puis un second annotateur contrôle chaque élément.',
            },
            {
              title: 'Relire et ajuster',
              description:
                'Vous examinez le résultat et la mesure d’accord entre annotateurs. Un désaccord révèle presque toujours une consigne ambiguë : nous la précisons ensemble avant la production.',
            },
            {
              title: 'Lancer la production',
              description:
                'Une fois le pilote validé, les lots suivants reprennent les mêmes consignes, avec un double contrôle qualité.',
            },
          ],
        },
      ],
    },
    {
      title: 'Transmettre vos données en sécurité',
      blocks: [
        {
          kind: 'list',
          items: [
            'Déposez vos fichiers sur l’espace de transfert chiffré que nous vous ouvrons, plutôt que par e-mail.',
            'Retirez les données personnelles inutiles à l’annotation, ou floutez visages et plaques d’immatriculation si votre modèle n’en a pas besoin.',
            'Vos données ne servent qu’à votre projet : elles sont supprimées de nos systèmes à la fin de la mission, dans les délais prévus au contrat.',
          ],
        },
      ],
    },
  ],
};
