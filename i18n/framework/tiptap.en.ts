/**
 * `ra.tiptap.*` messages used by ra-input-rich-text 5.15 (<RichTextInput> toolbar), in English.
 *
 * ra-input-rich-text exports no messages object: its buttons call
 * translate('ra.tiptap.<key>', { _: '<English default>' }). The English texts
 * are exactly those defaults (LevelSelect uses `defaultLabel`).
 * None of ra-language-english / ra-language-french ship these keys: each language has its file, merged
 * into that language's messages (so only the language shown is loaded).
 */
export default {
  ra: {
    tiptap: {
      align_center: 'Center',
      align_justify: 'Justify',
      align_left: 'Align left',
      align_right: 'Align right',
      blockquote: 'Blockquote',
      bold: 'Bold',
      clear_format: 'Clear format',
      code: 'Code',
      color: 'Color',
      current_level: 'Current level',
      heading1: 'Heading 1',
      heading2: 'Heading 2',
      heading3: 'Heading 3',
      heading4: 'Heading 4',
      heading5: 'Heading 5',
      heading6: 'Heading 6',
      highlight: 'Highlight',
      image: 'Image',
      image_dialog: 'Image URL',
      italic: 'Italic',
      link: 'Add a link',
      list_bulleted: 'Bulleted list',
      list_numbered: 'Numbered list',
      paragraph: 'Normal',
      select_level: 'Select the level',
      strike: 'Strikethrough',
      underline: 'Underline',
    },
  },
};
