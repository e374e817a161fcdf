import { describe, expect, it } from 'vitest';
import { buildCrumbs, type CrumbMatch } from './crumbs.ts';

const root: CrumbMatch = { pathname: '/', params: {}, handle: undefined };
const admin: CrumbMatch = { pathname: '/admin', params: {}, handle: undefined };
const events = (extra: Partial<CrumbMatch> = {}): CrumbMatch => ({
  pathname: '/admin/eventos',
  params: {},
  handle: { crumb: 'Meus eventos' },
  ...extra,
});
const names = new Map([[12, 'Conferência Catraca 2027']]);
const nameOf = (id: number) => names.get(id);

describe('buildCrumbs', () => {
  it('builds "Meus eventos › {event} › Editar", linking all but the current page', () => {
    const params = { id: '12' };
    const crumbs = buildCrumbs(
      [
        root,
        admin,
        events({ params }),
        { pathname: '/admin/eventos/12', params, handle: { crumb: { eventParam: 'id' } } },
        { pathname: '/admin/eventos/12/editar', params, handle: { crumb: 'Editar' } },
      ],
      nameOf,
    );
    expect(crumbs).toEqual([
      { label: 'Meus eventos', to: '/admin/eventos' },
      { label: 'Conferência Catraca 2027', to: '/admin/eventos/12' },
      { label: 'Editar', to: null },
    ]);
  });

  it('ends at the event on its own page (the index route adds nothing)', () => {
    const params = { id: '12' };
    const crumbs = buildCrumbs(
      [
        events({ params }),
        { pathname: '/admin/eventos/12', params, handle: { crumb: { eventParam: 'id' } } },
        { pathname: '/admin/eventos/12/', params, handle: undefined },
      ],
      nameOf,
    );
    expect(crumbs.map((c) => [c.label, c.to])).toEqual([
      ['Meus eventos', '/admin/eventos'],
      ['Conferência Catraca 2027', null],
    ]);
  });

  it('names an unknown or malformed event id "Evento" rather than guessing', () => {
    for (const id of ['99', 'abc']) {
      const params = { id };
      const crumbs = buildCrumbs(
        [
          events({ params }),
          { pathname: `/admin/eventos/${id}`, params, handle: { crumb: { eventParam: 'id' } } },
        ],
        nameOf,
      );
      expect(crumbs[1]?.label).toBe('Evento');
    }
  });

  it('ignores handles without a usable crumb', () => {
    expect(buildCrumbs([root, { ...admin, handle: { crumb: 42 } }, events()], nameOf)).toEqual([
      { label: 'Meus eventos', to: null },
    ]);
  });
});
