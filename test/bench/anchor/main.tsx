/**
 * The start-up bench's anchor: a bare react-admin list (default layout, English, no auth) over
 * ra-data-fakerest. `?rows=<n>` sets how many rows it holds (300 by default). A second list (owners)
 * gives the screen-change bench a route change of react-admin's own.
 */
import { createRoot } from 'react-dom/client';
import { Admin, DataTable, List, Resource } from 'react-admin';
import fakeRestProvider from 'ra-data-fakerest';

const rows = Number(new URLSearchParams(window.location.search).get('rows') ?? 300);
const STATES = ['Karnataka', 'Kerala', 'Tamil Nadu', 'Maharashtra', 'Delhi'];
const items = Array.from({ length: rows }, (_, index) => ({
  id: index + 1,
  name: `Garage ${index + 1}`,
  owner: `Owner ${(index * 7919) % 1000}`,
  state: STATES[index % STATES.length],
  phone: `98${String(10_000_000 + index).padStart(8, '0')}`,
  created: new Date(Date.UTC(2024, 0, 1) + index * 3_600_000).toISOString().slice(0, 10),
}));

const ItemList = () => (
  <List>
    <DataTable>
      <DataTable.Col source="name" />
      <DataTable.Col source="owner" />
      <DataTable.Col source="state" />
      <DataTable.Col source="phone" />
      <DataTable.Col source="created" />
    </DataTable>
  </List>
);

const owners = Array.from({ length: 1000 }, (_, index) => ({ id: index + 1, name: `Owner ${index}`, state: STATES[index % STATES.length] }));

const OwnerList = () => (
  <List>
    <DataTable>
      <DataTable.Col source="name" />
      <DataTable.Col source="state" />
    </DataTable>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={fakeRestProvider({ items, owners }, false)} disableTelemetry>
    <Resource name="items" list={ItemList} />
    <Resource name="owners" list={OwnerList} />
  </Admin>,
);
