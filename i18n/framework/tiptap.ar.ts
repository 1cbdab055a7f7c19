/**
 * `ra.tiptap.*` messages used by ra-input-rich-text 5.15 (<RichTextInput> toolbar), in Arabic.
 *
 * ra-input-rich-text exports no messages object: its buttons call
 * translate('ra.tiptap.<key>', { _: '<English default>' }).
 * None of ra-language-english / ra-language-french ship these keys: each language has its file, merged
 * into that language's messages (so only the language shown is loaded).
 */
export default {
  ra: {
    tiptap: {
      align_center: 'توسيط',
      align_justify: 'ضبط',
      align_left: 'محاذاة لليسار',
      align_right: 'محاذاة لليمين',
      blockquote: 'اقتباس',
      bold: 'غامق',
      clear_format: 'مسح التنسيق',
      code: 'رمز برمجي',
      color: 'اللون',
      current_level: 'المستوى الحالي',
      heading1: 'عنوان 1',
      heading2: 'عنوان 2',
      heading3: 'عنوان 3',
      heading4: 'عنوان 4',
      heading5: 'عنوان 5',
      heading6: 'عنوان 6',
      highlight: 'تمييز',
      image: 'صورة',
      image_dialog: 'عنوان URL للصورة',
      italic: 'مائل',
      link: 'إضافة رابط',
      list_bulleted: 'قائمة نقطية',
      list_numbered: 'قائمة مرقمة',
      paragraph: 'عادي',
      select_level: 'اختيار المستوى',
      strike: 'يتوسطه خط',
      underline: 'تسطير',
    },
  },
};
