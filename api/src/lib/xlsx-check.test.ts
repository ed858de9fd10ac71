import { hostileXlsx, xlsxWorkbook } from '../../test/helpers/xlsx-files';
import { checkXlsx, XlsxRefused } from './xlsx-check';

async function refusal(data: Buffer): Promise<XlsxRefused | null> {
  try {
    await checkXlsx(data);
    return null;
  } catch (error) {
    if (error instanceof XlsxRefused) return error;
    throw error;
  }
}

describe('checkXlsx', () => {
  it('accepts a plain workbook, also with a cell hyperlink to a website', async () => {
    expect(await refusal(xlsxWorkbook())).toBeNull();
    expect(await refusal(xlsxWorkbook({ hyperlink: true }))).toBeNull();
  });

  it.each(hostileXlsx().map((file) => [file.name, file] as const))('refuses %s', async (_, file) => {
    const refused = await refusal(file.data);
    expect(refused?.reason).toBe(file.reason);
  });

  it('refuses a truncated archive as unreadable, not with an error of its own', async () => {
    const data = xlsxWorkbook();
    expect((await refusal(data.subarray(0, data.length - 30)))?.reason).toBe('invalid');
  });
});
