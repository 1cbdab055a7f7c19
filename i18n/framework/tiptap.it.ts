/**
 * `ra.tiptap.*` messages used by ra-input-rich-text 5.15 (<RichTextInput> toolbar), in Italian.
 *
 * ra-input-rich-text exports no messages object: its buttons call
 * translate('ra.tiptap.<key>', { _: '<English default>' }).
 * None of ra-language-english / ra-language-french ship these keys: each language has its file, merged
 * into that language's messages (so only the language shown is loaded).
 */
export default {
  ra: {
    tiptap: {
      align_center: 'Centra',
      align_justify: 'Giustifica',
      align_left: 'Allinea a sinistra',
      align_right: 'Allinea a destra',
      blockquote: 'Citazione',
      bold: 'Grassetto',
      clear_format: 'Cancella formattazione',
      code: 'Codice',
      color: 'Colore',
      current_level: 'Livello attuale',
      heading1: 'Titolo 1',
      heading2: 'Titolo 2',
      heading3: 'Titolo 3',
      heading4: 'Titolo 4',
      heading5: 'Titolo 5',
      heading6: 'Titolo 6',
      highlight: 'Evidenzia',
      image: 'Immagine',
      image_dialog: "URL dell'immagine",
      italic: 'Corsivo',
      link: 'Aggiungi un link',
      list_bulleted: 'Elenco puntato',
      list_numbered: 'Elenco numerato',
      paragraph: 'Normale',
      select_level: 'Seleziona il livello',
      strike: 'Barrato',
      underline: 'Sottolineato',
    },
  },
};
