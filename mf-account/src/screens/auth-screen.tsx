import { AuthScreen } from '../features/auth/auth-screen';

export { AuthScreen };
export default AuthScreen;
