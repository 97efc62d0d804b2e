import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './errors/RouteError';
import { NotFoundScreen } from './errors/NotFoundScreen';
import { LandingScreen } from '../features/landing/screens/LandingScreen';
import { UserLoginScreen } from '../features/auth/screens/UserLoginScreen';
import { AdminLoginScreen } from '../features/auth/screens/AdminLoginScreen';
import { CoachLoginScreen } from '../features/auth/screens/CoachLoginScreen';
import { UserHomeScreen } from '../features/auth/screens/UserHomeScreen';

/** Every route of the app. The auth issue adds the guards and the protected screens here. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingScreen /> },
      { path: '/login', element: <UserLoginScreen /> },
      { path: '/register', element: <UserLoginScreen /> },
      { path: '/user-login', element: <UserLoginScreen /> },
      { path: '/admin-login', element: <AdminLoginScreen /> },
      { path: '/coach-login', element: <CoachLoginScreen /> },
      { path: '/user', element: <UserHomeScreen /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
