import { useNavigate } from 'react-router-dom';
import type { RowId } from '../engine';
import type { EntityFile } from '../meta/model';
import { EntityForm } from './entity-form';
import { announceSaved } from './saved-elsewhere';

/**
 * The create or edit form of an entity with `form.page`, as a page of its own: deep-linkable,
 * kept in the tab bar like any page. Saving goes back to the list, which shows the change.
 */
export function EntityFormPage({ entity, id }: { entity: EntityFile; id?: RowId }) {
  const navigate = useNavigate();
  return (
    <EntityForm
      variant="page"
      entity={entity}
      id={id}
      onClose={() => navigate(entity.menu.url)}
      onSaved={() => {
        announceSaved(entity);
        navigate(entity.menu.url);
      }}
    />
  );
}
