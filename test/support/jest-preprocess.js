// Babel for Jest with the same preset Gatsby builds the site with, plus TypeScript.
module.exports = require('babel-jest').createTransformer({
  presets: ['babel-preset-gatsby', '@babel/preset-typescript'],
});
