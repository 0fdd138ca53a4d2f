// antd's Input and Password as modules of their own, rather than through antd's Input index,
// which attaches TextArea, Search, OTP and Group to Input and so brings them (about 6 KB gzip)
// to the login page and every list. The login page and the list filters need none of them;
// forms that do import Input from antd as usual.
export { default as Input } from 'antd/es/input/Input';
export { default as Password } from 'antd/es/input/Password';
