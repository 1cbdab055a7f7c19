/**
 * `ra.tiptap.*` messages used by ra-input-rich-text 5.15 (<RichTextInput> toolbar), in Chinese.
 *
 * ra-input-rich-text exports no messages object: its buttons call
 * translate('ra.tiptap.<key>', { _: '<English default>' }).
 * None of ra-language-english / ra-language-french ship these keys: each language has its file, merged
 * into that language's messages (so only the language shown is loaded).
 */
export default {
  ra: {
    tiptap: {
      align_center: '居中',
      align_justify: '两端对齐',
      align_left: '左对齐',
      align_right: '右对齐',
      blockquote: '引用',
      bold: '加粗',
      clear_format: '清除格式',
      code: '代码',
      color: '颜色',
      current_level: '当前级别',
      heading1: '标题 1',
      heading2: '标题 2',
      heading3: '标题 3',
      heading4: '标题 4',
      heading5: '标题 5',
      heading6: '标题 6',
      highlight: '高亮',
      image: '图片',
      image_dialog: '图片网址',
      italic: '斜体',
      link: '添加链接',
      list_bulleted: '无序列表',
      list_numbered: '有序列表',
      paragraph: '正文',
      select_level: '选择级别',
      strike: '删除线',
      underline: '下划线',
    },
  },
};
