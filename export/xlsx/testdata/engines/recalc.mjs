// Recalculates .xlsx workbooks with HyperFormula, reading them through
// ExcelJS, and prints the value of every formula cell as JSON.
//
//   node recalc.mjs FILE.xlsx...
//
// Output: {"engine": "...", "functions": [...], "books": [{"file", "error",
// "warnings", "cells": {"Sheet": {"A1": value}}}]}, where a value is a
// number, a string, a boolean, null (empty) or {"error": "#REF!", "message"}.
// "functions" lists the functions HyperFormula knows. Array arithmetic is
// on, as Excel computes inside SUMPRODUCT; results are not rounded.
import ExcelJS from 'exceljs';
import { HyperFormula, DetailedCellError } from 'hyperformula';
import { readFileSync } from 'node:fs';

const versions = {
  hyperformula: HyperFormula.version,
  exceljs: JSON.parse(readFileSync(new URL('node_modules/exceljs/package.json', import.meta.url))).version,
};

// Anything the libraries print while reading or computing is a warning
// about the workbook.
let warnings = [];
for (const k of ['log', 'info', 'warn', 'error', 'debug']) {
  console[k] = (...args) => { warnings.push(args.map(String).join(' ')); };
}

function colName(c) {
  let s = '';
  for (; c > 0; c = Math.floor((c - 1) / 26)) s = String.fromCharCode(65 + ((c - 1) % 26)) + s;
  return s;
}

// text is a text cell as HyperFormula is given it: behind an apostrophe,
// so that a text such as "12" or "2-3" stays text rather than being read
// as a number or a date, as it would be typed in.
const text = (s) => "'" + s;

// input returns what HyperFormula is given for one ExcelJS cell: a formula
// as "=...", or the cell's value.
function input(cell) {
  const v = cell.value;
  if (cell.formula !== undefined && cell.formula !== null) return { formula: '=' + cell.formula };
  if (v === null || v === undefined) return { value: null };
  if (typeof v === 'string') return { value: text(v) };
  if (typeof v === 'object') {
    if (v.sharedFormula !== undefined) throw new Error(`${cell.address}: shared formula`);
    if (v.richText) return { value: text(v.richText.map((r) => r.text).join('')) };
    if (v.hyperlink !== undefined) return { value: text(v.text) };
    if (v.error !== undefined) return { value: v.error };
    if (v instanceof Date) throw new Error(`${cell.address}: a date`);
    throw new Error(`${cell.address}: unknown cell value ${JSON.stringify(v)}`);
  }
  return { value: v };
}

function output(v) {
  if (v instanceof DetailedCellError) return { error: v.value, message: v.message };
  if (typeof v === 'number' && !Number.isFinite(v)) return { error: '#NUM!', message: String(v) };
  return v === undefined ? null : v;
}

async function recalc(file) {
  warnings = [];
  const book = { file, cells: {} };
  try {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const sheets = {};
    const formulas = [];
    wb.eachSheet((ws) => {
      const rows = [];
      ws.eachRow({ includeEmpty: false }, (row, r) => {
        row.eachCell({ includeEmpty: false }, (cell, c) => {
          // The other cells of a merged range show the first cell's value.
          if (cell.isMerged && cell.master.address !== cell.address) return;
          const x = input(cell);
          while (rows.length < r) rows.push([]);
          const line = rows[r - 1];
          while (line.length < c) line.push(null);
          if (x.formula !== undefined) {
            line[c - 1] = x.formula;
            formulas.push([ws.name, r, c]);
          } else {
            line[c - 1] = x.value;
          }
        });
      });
      sheets[ws.name] = rows;
    });
    const hf = HyperFormula.buildFromSheets(sheets, {
      licenseKey: 'gpl-v3',
      useArrayArithmetic: true,
      smartRounding: false,
    });
    for (const [name, r, c] of formulas) {
      const sheet = hf.getSheetId(name);
      const v = hf.getCellValue({ sheet, row: r - 1, col: c - 1 });
      (book.cells[name] ??= {})[colName(c) + r] = output(v);
    }
    hf.destroy();
  } catch (e) {
    book.error = String(e && e.stack ? e.stack : e);
  }
  book.warnings = warnings;
  return book;
}

const books = [];
for (const f of process.argv.slice(2)) books.push(await recalc(f));
process.stdout.write(JSON.stringify({
  engine: `HyperFormula ${versions.hyperformula} (ExcelJS ${versions.exceljs})`,
  functions: HyperFormula.getRegisteredFunctionNames('enGB'),
  books,
}));
