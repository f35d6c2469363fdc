import { useRoutes } from 'react-router-dom';
import { routes } from './routes';

/** The page for the current address, inside the router that the browser or the prerender provides. */
export function App() {
  return useRoutes(routes);
}
