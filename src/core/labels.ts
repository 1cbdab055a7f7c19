/** The translation key of a resource's field label: `fieldLabels('vendors')('garageName')` is `resources.vendors.fields.garageName`. */
export const fieldLabels =
  (key: string) =>
  (name: string): string =>
    `resources.${key}.fields.${name}`;
