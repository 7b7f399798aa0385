// Registers React as the framework behind Taro's H5 components (else hooks fail: "React.useContext is not a function").
const React = require('react');
const ReactDOM = require('react-dom');
const { createH5NativeComponentConfig } = require('@tarojs/plugin-framework-react/dist/runtime');

createH5NativeComponentConfig(() => null, React, ReactDOM);
