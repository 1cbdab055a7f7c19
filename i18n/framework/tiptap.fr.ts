/**
 * `ra.tiptap.*` messages used by ra-input-rich-text 5.15 (<RichTextInput> toolbar), in French.
 *
 * ra-input-rich-text exports no messages object: its buttons call
 * translate('ra.tiptap.<key>', { _: '<English default>' }).
 * None of ra-language-english / ra-language-french ship these keys: each language has its file, merged
 * into that language's messages (so only the language shown is loaded).
 */
export default {
  ra: {
    tiptap: {
      align_center: 'Centrer',
      align_justify: 'Justifier',
      align_left: 'Aligner à gauche',
      align_right: 'Aligner à droite',
      blockquote: 'Citation',
      bold: 'Gras',
      clear_format: 'Effacer la mise en forme',
      code: 'Code',
      color: 'Couleur',
      current_level: 'Niveau actuel',
      heading1: 'Titre 1',
      heading2: 'Titre 2',
      heading3: 'Titre 3',
      heading4: 'Titre 4',
      heading5: 'Titre 5',
      heading6: 'Titre 6',
      highlight: 'Surligner',
      image: 'Image',
      image_dialog: "URL de l'image",
      italic: 'Italique',
      link: 'Ajouter un lien',
      list_bulleted: 'Liste à puces',
      list_numbered: 'Liste numérotée',
      paragraph: 'Normal',
      select_level: 'Choisir le niveau',
      strike: 'Barré',
      underline: 'Souligné',
    },
  },
};
