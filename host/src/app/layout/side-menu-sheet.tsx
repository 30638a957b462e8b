import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useSearchParams } from '@ciao/shell/router';
import { PROFILE_PARAMETER } from '@ciao/contracts/web';
import styled from 'styled-components';
import { Avatar, Button, IconButton, MenuIcon } from '@ciao/ui';
import { Sheet } from '@ciao/ui/dialog';
import { avatarProps, displayName, useSession, useSignOut } from '@ciao/shell';
import { ProfileDialogSlot } from './profile-dialog-slot';
import { adminMenuLinksFor, MENU_LINKS } from './menu-links';
import { OpenFlagCount } from './open-flag-count';
import { useDeclaredMenuLinks } from './declared-menu';
import { recheckDeclared } from '../../federation/declared-screens';
import { useHostMessages } from '../../messages';

const ProfileButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Who = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Email = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MenuLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &.active {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const AdminHeading = styled.h2`
  margin: ${({ theme }) => `${theme.space[4]} 0 ${theme.space[1]}`};
  padding: 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The side menu (from the left): profile header, the admin links of the role, the spec's links, Back to Mining, Logout. */
export function SideMenuSheet({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [profileOpen, setProfileOpen] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  // A link to the profile's signed-in devices (the new-sign-in alert's) opens it there until it closes.
  const linkedSection = searchParams.get(PROFILE_PARAMETER) === 'devices' ? 'devices' : undefined;
  const showsProfile = profileOpen || linkedSection !== undefined;
  const menuButton = useRef<HTMLButtonElement>(null);
  const profileWasOpen = useRef(false);
  const { user } = useSession();
  const { signOut, isPending } = useSignOut();
  const t = useHostMessages();
  const close = () => setOpen(false);
  const adminLinks = adminMenuLinksFor(user?.role);
  const declaredAdminLinks = useDeclaredMenuLinks('admin', user?.role);
  const declaredLinks = useDeclaredMenuLinks('main', user?.role);

  // Opening the menu asks whether the declared entries changed (docs/front-end.md, "Declared screens").
  useEffect(() => {
    if (open) void recheckDeclared();
  }, [open]);

  const closeProfile = () => {
    setProfileOpen(false);
    if (!linkedSection) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete(PROFILE_PARAMETER);
    setSearchParams(rest, { replace: true });
  };

  // The profile dialog opens from the menu, which is gone by the time it closes: focus returns to
  // the menu button rather than being lost to the page.
  useEffect(() => {
    if (showsProfile) profileWasOpen.current = true;
    else if (profileWasOpen.current) {
      profileWasOpen.current = false;
      menuButton.current?.focus();
    }
  }, [showsProfile]);

  return (
    <>
      <Sheet
        closeLabel={t('menu.close')}
        open={open}
        onOpenChange={setOpen}
        side="left"
        title={t('menu.title')}
        trigger={<IconButton ref={menuButton} aria-label={t('menu.open')} icon={<MenuIcon />} />}
        header={
          <ProfileButton
            type="button"
            aria-label={t('menu.profileOf', { name: displayName(user) })}
            onClick={() => {
              close();
              setProfileOpen(true);
            }}
          >
            <Avatar {...avatarProps(user)} size="md" />
            <Who>
              <Name>{displayName(user)}</Name>
              {user?.email ? <Email>{user.email}</Email> : null}
            </Who>
          </ProfileButton>
        }
        footer={
          <>
            <Button as={Link} to="/" variant="secondary" fullWidth onClick={close}>
              {t('menu.backToMining')}
            </Button>
            <Button variant="outline" fullWidth loading={isPending} onClick={() => signOut({ onFailed: close })}>
              {isPending ? t('menu.loggingOut') : t('menu.logout')}
            </Button>
          </>
        }
      >
        {/* An admin's own links first: on a phone they would be a scroll below the customer's. */}
        {adminLinks.length > 0 ? (
          <nav aria-label={t('menu.adminNav')}>
            <AdminHeading>{t('menu.admin')}</AdminHeading>
            <Links>
              {adminLinks.map(({ to, label, showsOpenFlags }) => (
                <li key={to}>
                  <MenuLink to={to} end onClick={close}>
                    {label}
                    {showsOpenFlags ? <OpenFlagCount /> : null}
                  </MenuLink>
                </li>
              ))}
              {declaredAdminLinks.map(({ to, label, Icon }) => (
                <li key={to}>
                  <MenuLink to={to} end onClick={close}>
                    {Icon ? <Icon /> : null}
                    {label}
                  </MenuLink>
                </li>
              ))}
            </Links>
          </nav>
        ) : null}
        <nav aria-label={t('menu.mainNav')}>
          <Links>
            {MENU_LINKS.map(({ to, label }) => (
              <li key={to}>
                <MenuLink to={to} onClick={close}>
                  {t(label)}
                </MenuLink>
              </li>
            ))}
            {declaredLinks.map(({ to, label, Icon }) => (
              <li key={to}>
                <MenuLink to={to} onClick={close}>
                  {Icon ? <Icon /> : null}
                  {label}
                </MenuLink>
              </li>
            ))}
          </Links>
        </nav>
      </Sheet>
      {showsProfile ? <ProfileDialogSlot section={linkedSection} onClose={closeProfile} /> : null}
    </>
  );
}
