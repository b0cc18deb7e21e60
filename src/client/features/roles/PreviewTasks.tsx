import Badge from 'react-bootstrap/Badge';
import { allRights } from '../../../shared/rights';
import { CardCell, CardTable } from '../../components/cardTable/CardTable';
import { roleTexts } from '../../../shared/texts/de/roles';

const t = roleTexts.preview;
const { rightNames, rightTasks } = roleTexts.roles;

export interface PreviewTask {
  task: string;
  right: string;
  allowed: boolean;
}

/** What a person with these rights can do, task by task, in the rights catalogue's order. */
export function tasksOf(rights: readonly string[]): PreviewTask[] {
  return allRights.flatMap((right) =>
    (rightTasks[right] ?? []).map((task) => ({ task, right, allowed: rights.includes(right) })),
  );
}

/** The preview's first answer: the tasks ('Updates hochladen', 'Rollouts freigeben'), each with the right it needs. */
export function PreviewTasks({ tasks }: { tasks: readonly PreviewTask[] }) {
  return (
    <section className="mb-4">
      <h3 className="h5">{t.tasks}</h3>
      <CardTable size="sm" aria-label={t.tasks}>
        <thead>
          <tr>
            <th scope="col">{t.task}</th>
            <th scope="col">{t.allowed}</th>
            <th scope="col">{t.needs}</th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((entry) => (
            <tr key={entry.task}>
              <th scope="row" className="fw-normal">
                {entry.task}
              </th>
              <CardCell label={t.allowed}>
                {entry.allowed ? <Badge bg="success">{t.yes}</Badge> : <Badge bg="danger">{t.no}</Badge>}
              </CardCell>
              <CardCell label={t.needs} title={entry.right}>
                {rightNames[entry.right] ?? entry.right}
              </CardCell>
            </tr>
          ))}
        </tbody>
      </CardTable>
    </section>
  );
}
