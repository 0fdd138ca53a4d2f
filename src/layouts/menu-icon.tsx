import AntdIcon from '@ant-design/icons/es/components/AntdIcon';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { useEffect, useState, type HTMLAttributes } from 'react';

type IconLoader = () => Promise<{ default: IconDefinition }>;

/**
 * The menu icons the schemas name, each its own small chunk: a menu shows a dozen of them, and
 * the whole set would weigh on every page after login.
 */
const ICONS: Record<string, IconLoader> = {
  AccountBookOutlined: () => import('@ant-design/icons-svg/es/asn/AccountBookOutlined'),
  AlertOutlined: () => import('@ant-design/icons-svg/es/asn/AlertOutlined'),
  ApartmentOutlined: () => import('@ant-design/icons-svg/es/asn/ApartmentOutlined'),
  ApiOutlined: () => import('@ant-design/icons-svg/es/asn/ApiOutlined'),
  AppstoreOutlined: () => import('@ant-design/icons-svg/es/asn/AppstoreOutlined'),
  AuditOutlined: () => import('@ant-design/icons-svg/es/asn/AuditOutlined'),
  BarChartOutlined: () => import('@ant-design/icons-svg/es/asn/BarChartOutlined'),
  BellOutlined: () => import('@ant-design/icons-svg/es/asn/BellOutlined'),
  BlockOutlined: () => import('@ant-design/icons-svg/es/asn/BlockOutlined'),
  BugOutlined: () => import('@ant-design/icons-svg/es/asn/BugOutlined'),
  BuildOutlined: () => import('@ant-design/icons-svg/es/asn/BuildOutlined'),
  CalculatorOutlined: () => import('@ant-design/icons-svg/es/asn/CalculatorOutlined'),
  CalendarOutlined: () => import('@ant-design/icons-svg/es/asn/CalendarOutlined'),
  CarOutlined: () => import('@ant-design/icons-svg/es/asn/CarOutlined'),
  CloudOutlined: () => import('@ant-design/icons-svg/es/asn/CloudOutlined'),
  ClusterOutlined: () => import('@ant-design/icons-svg/es/asn/ClusterOutlined'),
  CodeOutlined: () => import('@ant-design/icons-svg/es/asn/CodeOutlined'),
  ColumnWidthOutlined: () => import('@ant-design/icons-svg/es/asn/ColumnWidthOutlined'),
  ControlOutlined: () => import('@ant-design/icons-svg/es/asn/ControlOutlined'),
  CrownOutlined: () => import('@ant-design/icons-svg/es/asn/CrownOutlined'),
  CustomerServiceOutlined: () => import('@ant-design/icons-svg/es/asn/CustomerServiceOutlined'),
  DashboardOutlined: () => import('@ant-design/icons-svg/es/asn/DashboardOutlined'),
  DatabaseOutlined: () => import('@ant-design/icons-svg/es/asn/DatabaseOutlined'),
  EnvironmentOutlined: () => import('@ant-design/icons-svg/es/asn/EnvironmentOutlined'),
  FieldTimeOutlined: () => import('@ant-design/icons-svg/es/asn/FieldTimeOutlined'),
  FileSearchOutlined: () => import('@ant-design/icons-svg/es/asn/FileSearchOutlined'),
  FileTextOutlined: () => import('@ant-design/icons-svg/es/asn/FileTextOutlined'),
  FireOutlined: () => import('@ant-design/icons-svg/es/asn/FireOutlined'),
  FundOutlined: () => import('@ant-design/icons-svg/es/asn/FundOutlined'),
  FundProjectionScreenOutlined: () => import('@ant-design/icons-svg/es/asn/FundProjectionScreenOutlined'),
  GiftOutlined: () => import('@ant-design/icons-svg/es/asn/GiftOutlined'),
  GlobalOutlined: () => import('@ant-design/icons-svg/es/asn/GlobalOutlined'),
  HddOutlined: () => import('@ant-design/icons-svg/es/asn/HddOutlined'),
  HomeOutlined: () => import('@ant-design/icons-svg/es/asn/HomeOutlined'),
  InboxOutlined: () => import('@ant-design/icons-svg/es/asn/InboxOutlined'),
  KeyOutlined: () => import('@ant-design/icons-svg/es/asn/KeyOutlined'),
  LineChartOutlined: () => import('@ant-design/icons-svg/es/asn/LineChartOutlined'),
  MoneyCollectOutlined: () => import('@ant-design/icons-svg/es/asn/MoneyCollectOutlined'),
  MonitorOutlined: () => import('@ant-design/icons-svg/es/asn/MonitorOutlined'),
  NotificationOutlined: () => import('@ant-design/icons-svg/es/asn/NotificationOutlined'),
  PartitionOutlined: () => import('@ant-design/icons-svg/es/asn/PartitionOutlined'),
  PayCircleOutlined: () => import('@ant-design/icons-svg/es/asn/PayCircleOutlined'),
  PieChartOutlined: () => import('@ant-design/icons-svg/es/asn/PieChartOutlined'),
  ProfileOutlined: () => import('@ant-design/icons-svg/es/asn/ProfileOutlined'),
  QuestionCircleOutlined: () => import('@ant-design/icons-svg/es/asn/QuestionCircleOutlined'),
  ReconciliationOutlined: () => import('@ant-design/icons-svg/es/asn/ReconciliationOutlined'),
  RollbackOutlined: () => import('@ant-design/icons-svg/es/asn/RollbackOutlined'),
  SafetyCertificateOutlined: () => import('@ant-design/icons-svg/es/asn/SafetyCertificateOutlined'),
  SafetyOutlined: () => import('@ant-design/icons-svg/es/asn/SafetyOutlined'),
  ScheduleOutlined: () => import('@ant-design/icons-svg/es/asn/ScheduleOutlined'),
  SettingOutlined: () => import('@ant-design/icons-svg/es/asn/SettingOutlined'),
  ShareAltOutlined: () => import('@ant-design/icons-svg/es/asn/ShareAltOutlined'),
  ShopOutlined: () => import('@ant-design/icons-svg/es/asn/ShopOutlined'),
  ShoppingCartOutlined: () => import('@ant-design/icons-svg/es/asn/ShoppingCartOutlined'),
  SlidersOutlined: () => import('@ant-design/icons-svg/es/asn/SlidersOutlined'),
  SolutionOutlined: () => import('@ant-design/icons-svg/es/asn/SolutionOutlined'),
  SplitCellsOutlined: () => import('@ant-design/icons-svg/es/asn/SplitCellsOutlined'),
  StarOutlined: () => import('@ant-design/icons-svg/es/asn/StarOutlined'),
  TableOutlined: () => import('@ant-design/icons-svg/es/asn/TableOutlined'),
  TagOutlined: () => import('@ant-design/icons-svg/es/asn/TagOutlined'),
  TagsOutlined: () => import('@ant-design/icons-svg/es/asn/TagsOutlined'),
  TeamOutlined: () => import('@ant-design/icons-svg/es/asn/TeamOutlined'),
  ThunderboltOutlined: () => import('@ant-design/icons-svg/es/asn/ThunderboltOutlined'),
  ToolOutlined: () => import('@ant-design/icons-svg/es/asn/ToolOutlined'),
  UserOutlined: () => import('@ant-design/icons-svg/es/asn/UserOutlined'),
  VideoCameraOutlined: () => import('@ant-design/icons-svg/es/asn/VideoCameraOutlined'),
  WalletOutlined: () => import('@ant-design/icons-svg/es/asn/WalletOutlined'),
  WarningOutlined: () => import('@ant-design/icons-svg/es/asn/WarningOutlined'),
  WifiOutlined: () => import('@ant-design/icons-svg/es/asn/WifiOutlined'),
};

const loaded = new Map<string, IconDefinition>();
const loading = new Map<string, Promise<IconDefinition | undefined>>();

function loadIcon(name: string): Promise<IconDefinition | undefined> {
  const load = ICONS[name];
  if (!load) return Promise.resolve(undefined);
  let icon = loading.get(name);
  if (!icon) {
    icon = load().then(
      (module) => {
        loaded.set(name, module.default);
        return module.default;
      },
      () => {
        loading.delete(name);
        return undefined;
      },
    );
    loading.set(name, icon);
  }
  return icon;
}

/**
 * Starts loading the icons of menus about to be drawn (the layout draws its menus just after the
 * page), so that they are drawn with their icons rather than filled in one by one after.
 * Settles (never fails) once they are in.
 */
export function preloadMenuIcons(names: (string | undefined)[]): Promise<void> {
  const pending = names.filter((name): name is string => !!name && !loaded.has(name)).map(loadIcon);
  return Promise.all(pending).then(() => undefined);
}

/** A menu icon by its @ant-design/icons name; an empty icon-sized box until its shape arrives. */
export function MenuIcon({ name, ...rest }: { name?: string } & HTMLAttributes<HTMLSpanElement>) {
  const [icon, setIcon] = useState(() => (name ? loaded.get(name) : undefined));
  useEffect(() => {
    if (!name) return;
    // Loaded since the first render (by a preload, or another icon of the same name): take it.
    const known = loaded.get(name);
    if (known) {
      setIcon(known);
      return;
    }
    let live = true;
    loadIcon(name).then((shape) => live && shape && setIcon(shape));
    return () => {
      live = false;
    };
  }, [name]);
  if (!name || !ICONS[name]) return null;
  if (!icon)
    return <span role="img" className={`anticon ${rest.className ?? ''}`} style={{ width: '1em', ...rest.style }} />;
  return <AntdIcon {...rest} icon={icon} />;
}
