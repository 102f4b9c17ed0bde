import { Route, Routes } from 'react-router-dom';
import { RouterAddress } from './RouterAddress';
import { Shell } from './Shell';

/** The whole app: one layout route; the shell picks the page from the route registry. */
export function App() {
  return (
    <Routes>
      <Route
        path="*"
        element={
          <RouterAddress>
            <Shell />
          </RouterAddress>
        }
      />
    </Routes>
  );
}
