// Taro's file upload and download, for the request layer (request.ts loads them through transfer-loader).
import Taro from '@tarojs/taro';

export const uploadFile = (options: Taro.uploadFile.Option) => Taro.uploadFile(options);

export const downloadFile = (options: Taro.downloadFile.Option) => Taro.downloadFile(options);
