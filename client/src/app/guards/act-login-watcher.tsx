import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useStores } from '../../stores/store-context.tsx';

/** `?act=login` on any page opens the login dialog for a visitor (spec section 2). */
export const ActLoginWatcher = observer(function ActLoginWatcher() {
  const { loginDialog, session } = useStores();
  const { search } = useLocation();
  const loggedIn = session.isLoggedIn;
  useEffect(() => {
    loginDialog.openFromQuery(search, loggedIn);
  }, [search, loggedIn, loginDialog]);
  return null;
});
