/**
 * `ra.tiptap.*` messages used by ra-input-rich-text 5.15 (<RichTextInput> toolbar), in Spanish.
 *
 * ra-input-rich-text exports no messages object: its buttons call
 * translate('ra.tiptap.<key>', { _: '<English default>' }).
 * None of ra-language-english / ra-language-french ship these keys: each language has its file, merged
 * into that language's messages (so only the language shown is loaded).
 */
export default {
  ra: {
    tiptap: {
      align_center: 'Centrar',
      align_justify: 'Justificar',
      align_left: 'Alinear a la izquierda',
      align_right: 'Alinear a la derecha',
      blockquote: 'Cita',
      bold: 'Negrita',
      clear_format: 'Borrar formato',
      code: 'Código',
      color: 'Color',
      current_level: 'Nivel actual',
      heading1: 'Título 1',
      heading2: 'Título 2',
      heading3: 'Título 3',
      heading4: 'Título 4',
      heading5: 'Título 5',
      heading6: 'Título 6',
      highlight: 'Resaltar',
      image: 'Imagen',
      image_dialog: 'URL de la imagen',
      italic: 'Cursiva',
      link: 'Añadir un enlace',
      list_bulleted: 'Lista con viñetas',
      list_numbered: 'Lista numerada',
      paragraph: 'Normal',
      select_level: 'Seleccionar el nivel',
      strike: 'Tachado',
      underline: 'Subrayado',
    },
  },
};
