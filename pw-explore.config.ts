import { defineConfig } from '@playwright/test';
export default defineConfig({ testDir: '/work/wt/zmluva/tests/e2e', outputDir: '/tmp/zs/pw-out', timeout: 120000, use: { baseURL: 'http://localhost:8202', locale: 'sk-SK', launchOptions: { executablePath: process.env.CHROMIUM_PATH || undefined, args: ['--no-sandbox'] } } });
