/** `text` as `npm run format` writes `file`: the repository's formatting (.oxfmtrc.json). */
export function formatted(file: string, text: string): Promise<string>;
