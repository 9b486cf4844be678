import { Navigate, Route, Routes } from 'react-router';
import { Wizard } from './wizard/wizard.tsx';

/** The pages: for now the sign-up wizard only; anything else goes to it. */
export function App() {
  return (
    <Routes>
      <Route path="/signup/*" element={<Wizard flowId="onboarding" basePath="/signup" />} />
      <Route path="*" element={<Navigate to="/signup" replace />} />
    </Routes>
  );
}
