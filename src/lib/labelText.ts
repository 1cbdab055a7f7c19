/**
 * Initials of the first one or two words (spec 000 §2), each its first letter or digit: '&' or '-'
 * between words is no word ('Windshields & Lights' is WL), and '(Pune)' gives P.
 */
export function initialsOf(name: string | undefined | null): string {
  return (name ?? '')
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0])
    .filter((initial) => initial !== undefined)
    .slice(0, 2)
    .map((initial) => initial.toUpperCase())
    .join('');
}

/** A label mid-sentence: 'Garage Name' is 'garage Name'; an abbreviation ('PAN', 'ID de reserva') stays as it is. */
export const lowerFirst = (label: string) => (/^\p{Lu}\p{Lu}/u.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1));
