#!/usr/bin/env python3
"""run_bad.py - the bad-input suite: every program must be rejected cleanly.

  run_bad.py --kiln PATH [--jobs N] DIR_OR_FILE...

Each X.cs carries two header lines:
  // error: LINE:COL   (or `// error: LINE`, or `// error: program` for a
                        diagnostic about the whole program, e.g. no Main)
  // message: TEXT     a substring (case-insensitive) of the first diagnostic
  // errors: N         (optional) exactly N diagnostics: one unsupported
                        construct is one error, recovery does not cascade
`kiln compile X.cs -o TMP` must exit with status 1 (no crash: a signal or an
exit >= 128 fails), and the first line of stderr must be
`X.cs:LINE:COL: error: ...TEXT...` (for `program`, either that form at any
position or `kiln: error: ...TEXT...`).

The runner also generates inputs that should not be committed as files and
checks that each gets a positioned error, with no crash or hang: an empty
file (no Main), 4 KiB of seeded binary garbage, a 1 MB line, and every
recursive construct nested 20,000 deep (parentheses, namespaces, blocks,
statements, unary, cast, conditional, assignment, binary and member
chains, calls, constants and enum members defined through each other,
base classes, array ranks), which must get the parser's or the binder's "nested too
deeply" error (or the base-class depth limit), never a crash.  Prints `N passed, N failed`; exits 1 on failure.
"""
import argparse
import concurrent.futures
import os
import random
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import progtest  # noqa: E402

POS = re.compile(r'^(?:.*/)?(?P<file>[^/:]+\.cs):(?P<line>\d+):(?P<col>\d+): error: (?P<msg>.*)$')


def compile_kiln(kiln, path, tmp, timeout):
    out = os.path.join(tmp, os.path.basename(path) + '.kmod')
    try:
        r = subprocess.run([kiln, 'compile', path, '-o', out], stdin=subprocess.DEVNULL,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, 'timed out after %g s' % timeout
    return r, None


def check(path, r, want_pos, want_msg, want_count=None):
    """want_pos: 'L:C', 'L', 'program' or 'any'. Returns an error text or None."""
    if r.returncode < 0 or r.returncode >= 128:
        return 'crashed (status %d)' % (r.returncode if r.returncode >= 0 else 128 - r.returncode)
    if r.returncode != 1:
        return 'exit status %d, expected 1' % r.returncode
    lines = r.stderr.decode('utf-8', 'replace').split('\n')
    first = lines[0]
    m = POS.match(first)
    if want_pos == 'program' and not m:
        if not first.startswith('kiln: error: '):
            return 'first stderr line is not a diagnostic: %r' % first[:200]
        msg = first[len('kiln: error: '):]
    elif not m:
        return 'first stderr line is not FILE:LINE:COL: error: ...: %r' % first[:200]
    else:
        if m.group('file') != os.path.basename(path):
            return 'diagnostic names %s' % m.group('file')
        got = m.group('line') + ':' + m.group('col')
        ok = (want_pos in ('any', 'program') or got == want_pos
              or (':' not in want_pos and m.group('line') == want_pos))
        if not ok:
            return 'error at %s, expected %s: %r' % (got, want_pos, first[:200])
        msg = m.group('msg')
    if want_msg and want_msg.lower() not in msg.lower():
        return 'message lacks %r: %r' % (want_msg, first[:200])
    if want_count is not None:
        diags = [ln for ln in lines if ': error: ' in ln]
        if len(diags) != int(want_count):
            return '%d diagnostics, expected %s: %r' % (len(diags), want_count, diags[:8])
    return None


def run_file(opts, tmp, path):
    h = progtest.read_headers(path)
    want_pos = progtest.header(h, 'error')
    if not want_pos:
        return 'no // error: header'
    r, err = compile_kiln(opts.kiln, path, tmp, opts.timeout)
    return err or check(path, r, want_pos, progtest.header(h, 'message'), progtest.header(h, 'errors'))


def generated(tmp):
    """(name, bytes, expected position, message) for the generated inputs."""
    rng = random.Random(20261202)
    garbage = bytes(rng.randrange(256) for _ in range(4096))
    long_line = ('class P { static void Main() { int x = ' + '1+' * 500000 + '1 } }\n').encode()
    parens = ('class P { static void Main() { int x = ' + '(' * 10000 + '1' + ')' * 9999 + '; } }\n').encode()
    def main(body):
        return ('class P { static void Main() { int x = 1; bool b = true; %s } }\n' % body).encode()
    n = 20000
    namespaces = ('namespace A {' * n + ' class P { static void Main() {} } ' + '}' * n + '\n').encode()
    const_chain = ('class P { ' + ''.join('const int C%d = C%d + 1; ' % (i, i + 1) for i in range(n))
                   + 'const int C%d = 0; static void Main() {} }\n' % n).encode()
    enum_chain = ('enum E { ' + ''.join('A%d = A%d + 1, ' % (i, i + 1) for i in range(n))
                  + 'A%d = 0 } class P { static void Main() {} }\n' % n).encode()
    bases = (''.join('class C%d : C%d {} ' % (i, i + 1) for i in range(1500))
             + 'class C1500 {} class P { static void Main() {} }\n').encode()
    # 3,000 constant chains of 3,000 operators: each fits the parser, together
    # they exhaust the binder's stack
    deep_consts = ('class P { ' + ''.join('const int K%d = K%d%s; ' % (i, i + 1, ' + 1' * 3000)
                                          for i in range(40))
                   + 'const int K40 = 0; static void Main() {} }\n').encode()
    return [('gen_empty.cs', b'', 'program', 'Main'),
            ('gen_binary_garbage.cs', garbage, 'any', None),
            ('gen_long_line.cs', long_line, '1', None),
            ('gen_nested_parens.cs', parens, '1', 'expression nested too deeply'),
            ('gen_nested_namespaces.cs', namespaces, '1', 'namespace nested too deeply'),
            ('gen_nested_blocks.cs', main('{' * n + '}' * n), '1', 'statement nested too deeply'),
            ('gen_nested_ifs.cs', main('if (b) ' * n + 'x++;'), '1', 'nested too deeply'),
            ('gen_else_if_chain.cs', main('if (b) x++; ' + 'else if (b) x++; ' * n), '1',
             'nested too deeply'),
            ('gen_nested_loops.cs', main('while (b) for (;;) do ' * n + 'x++;' + ' while (b);' * n),
             '1', 'nested too deeply'),
            ('gen_nested_try.cs', main('try { ' * n + '} finally {} ' * n), '1',
             'statement nested too deeply'),
            ('gen_unary_chain.cs', main('x = ' + '-' * n + 'x;'), '1', 'expression nested too deeply'),
            ('gen_not_chain.cs', main('b = ' + '!' * n + 'b;'), '1', 'expression nested too deeply'),
            ('gen_cast_chain.cs', main('x = ' + '(int)' * n + 'x;'), '1', 'expression nested too deeply'),
            ('gen_conditional_chain.cs', main('x = ' + 'b ? 1 : ' * n + '0;'), '1',
             'expression nested too deeply'),
            ('gen_assign_chain.cs', main('int y; y = ' + 'x = ' * n + '1;'), '1',
             'expression nested too deeply'),
            ('gen_binary_chain.cs', main('x = ' + 'x + ' * n + '1;'), '1', 'expression nested too deeply'),
            ('gen_member_chain.cs', main('string s = "a"; s = s' + '.ToString()' * n + ';'), '1',
             'expression nested too deeply'),
            ('gen_call_args.cs', main('x = ' + 'M(' * n + '1' + ')' * n + ';'), '1',
             'expression nested too deeply'),
            ('gen_const_chain.cs', const_chain, '1', 'nested too deeply to compile'),
            ('gen_enum_chain.cs', enum_chain, '1', 'nested too deeply to compile'),
            ('gen_deep_constants.cs', deep_consts, '1', 'nested too deeply to compile'),
            ('gen_base_chain.cs', bases, '1', 'the base class chain of'),
            ('gen_array_ranks.cs', main('int' + '[]' * n + ' a = null;'), '1',
             'array type nested too deeply'),
            ('gen_new_array_ranks.cs', main('var a = new int[1]' + '[]' * n + ';'), '1',
             'array type nested too deeply'),
            ('gen_nested_pp_ifs.cs', ('#if true\n' * n + 'class P { static void Main() {} }\n'
                                      + '#endif\n' * n).encode(), '65', '#if directives nest too deeply'),
            ('gen_pp_parens.cs', ('#if ' + '(' * n + 'A' + ')' * n + '\n#endif\n'
                                  'class P { static void Main() {} }\n').encode(), '1',
             'preprocessor expression nests too deeply'),
            ]


def run_generated(opts, tmp, item):
    name, data, want_pos, want_msg = item
    path = os.path.join(tmp, name)
    with open(path, 'wb') as f:
        f.write(data)
    r, err = compile_kiln(opts.kiln, path, tmp, opts.timeout)
    return err or check(path, r, want_pos, want_msg)


def main():
    ap = argparse.ArgumentParser(description='Run the Kiln bad-input suite.')
    ap.add_argument('--kiln', required=True)
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
    ap.add_argument('--timeout', type=float, default=30.0)
    ap.add_argument('paths', nargs='+')
    opts = ap.parse_args()
    files = progtest.find_programs(opts.paths)
    with tempfile.TemporaryDirectory(prefix='kiln-bad-') as tmp:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as ex:
            results = list(ex.map(lambda p: (p, run_file(opts, tmp, p)), files))
            results += list(ex.map(lambda g: ('<generated> ' + g[0], run_generated(opts, tmp, g)),
                                   generated(tmp)))
    failed = 0
    for name, err in results:
        if err:
            failed += 1
            print('FAIL %s: %s' % (name, err))
    print(progtest.summary(len(results) - failed, failed, 0))
    return 1 if failed or not files else 0


if __name__ == '__main__':
    sys.exit(main())
