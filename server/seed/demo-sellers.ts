/**
 * The demo tenants and accounts (README "Demo accounts"). Passwords are given in clear here
 * because they are published demo credentials; they are stored as scrypt(MD5(password)).
 */
export interface DemoUser {
  account: string;
  password: string;
  name: string;
  phone: string;
  /** Role codes of this seller (see DEMO_ROLES). */
  roles: string[];
  /** The organization (of DEMO_ORGANIZATIONS) the user belongs to; the head office when absent. */
  organization?: string;
}

/**
 * Every demo seller's organization tree: names with the name of their parent. The head office
 * holds the administrator, its departments the other demo users.
 */
export const DEMO_ORGANIZATIONS: { name: string; parent?: string }[] = [
  { name: '总部' },
  { name: '运营中心', parent: '总部' },
  { name: '场站运维组', parent: '运营中心' },
  { name: '客服组', parent: '运营中心' },
  { name: '财务部', parent: '总部' },
];

export interface DemoSeller {
  sellerNumber: string;
  name: string;
  isPlatform?: boolean;
  branding: {
    platformName: string;
    platformTitle: string;
    platformLogo: string;
    platformWebsiteIcon: string;
    footerText: string;
    copyrightVariant: string;
  };
  requiresSmsCaptcha?: boolean;
  allowedIps?: string[];
  /** Stations seeded at scale 1. */
  stations: number;
  users: DemoUser[];
}

const admin = (phone: string): DemoUser => ({
  account: 'admin',
  password: 'Admin@123456',
  name: '管理员',
  phone,
  roles: ['admin'],
});

const brand = (name: string, title: string, logo: string, copyrightVariant = 'default') => ({
  platformName: name,
  platformTitle: title,
  platformLogo: `/branding/${logo}.svg`,
  platformWebsiteIcon: `/branding/${logo}-icon.svg`,
  footerText: `© 2026 ${name}`,
  copyrightVariant,
});

export const DEMO_SELLERS: DemoSeller[] = [
  {
    sellerNumber: '100000',
    name: '充电运营平台',
    isPlatform: true,
    branding: brand('充电运营平台', '充电运营管理平台', 'platform'),
    stations: 0,
    users: [admin('13800000000')],
  },
  {
    sellerNumber: '100001',
    name: '绿道充电科技有限公司',
    branding: brand('绿道充电', '绿道充电运营平台', 'greenway', 'operator'),
    stations: 12,
    users: [
      admin('13800000001'),
      {
        account: 'viewer',
        password: 'Viewer@123456',
        name: '只读用户',
        phone: '13800000011',
        roles: ['viewer'],
        organization: '客服组',
      },
      {
        account: 'station',
        password: 'Station@123456',
        name: '场站经理',
        phone: '13800000012',
        roles: ['stationManager'],
        organization: '场站运维组',
      },
      {
        account: 'finance',
        password: 'Finance@123456',
        name: '财务',
        phone: '13800000013',
        roles: ['finance'],
        organization: '财务部',
      },
    ],
  },
  {
    sellerNumber: '100002',
    name: '伏特城市能源有限公司',
    branding: brand('伏特城市', '伏特城市充电管理', 'voltcity', 'operator'),
    stations: 6,
    users: [admin('13800000002')],
  },
  {
    sellerNumber: '100003',
    name: '安芯充电（短信验证）',
    branding: brand('安芯充电', '安芯充电管理平台', 'anxin'),
    requiresSmsCaptcha: true,
    stations: 3,
    users: [admin('13800000003')],
  },
  {
    sellerNumber: '100004',
    name: '专网充电（IP限制）',
    branding: brand('专网充电', '专网充电管理平台', 'intranet'),
    // Deliberately excludes 127.0.0.1, so that a local login demonstrates code 921.
    allowedIps: ['10.20.30.40'],
    stations: 2,
    users: [admin('13800000004')],
  },
];
