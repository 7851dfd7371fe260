import { type CrisisCategory, CRISIS_RESOURCES, type CrisisResource, resourcesFor } from '../../shared/crisis';

/** The helplines as tap-to-call links, most urgent first for what was detected. */
export function CrisisResourceList({ resources }: { resources: CrisisResource[] }) {
  return (
    <ul className="crisis-resources">
      {resources.map((resource) => (
        <li key={resource.id} className="crisis-resource">
          <a className="crisis-resource__call" href={resource.tel}>
            <span aria-hidden="true">📞 </span>
            <span className="crisis-resource__name">{resource.name}</span>
            <span className="crisis-resource__number">{resource.number}</span>
          </a>
          <span className="crisis-resource__when">{resource.when}</span>
        </li>
      ))}
    </ul>
  );
}

/** The numbers for what was detected; a very low mood alone gets the general ones (no 3919). */
export function resourcesForCategories(categories: CrisisCategory[]): CrisisResource[] {
  return resourcesFor({ isCrisis: true, categories });
}

/** Every helpline, for the help page. */
export const ALL_RESOURCES = CRISIS_RESOURCES;
