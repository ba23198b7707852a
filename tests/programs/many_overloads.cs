// More overloads of one name than the resolver once looked at (it kept the
// first 128 candidates and rejected calls to the others): 150 overloads
// M(Ci), each call binds its own; a derived argument binds its base's.
using System;

class C0 { }
class C1 { }
class C2 { }
class C3 { }
class C4 { }
class C5 { }
class C6 { }
class C7 { }
class C8 { }
class C9 { }
class C10 { }
class C11 { }
class C12 { }
class C13 { }
class C14 { }
class C15 { }
class C16 { }
class C17 { }
class C18 { }
class C19 { }
class C20 { }
class C21 { }
class C22 { }
class C23 { }
class C24 { }
class C25 { }
class C26 { }
class C27 { }
class C28 { }
class C29 { }
class C30 { }
class C31 { }
class C32 { }
class C33 { }
class C34 { }
class C35 { }
class C36 { }
class C37 { }
class C38 { }
class C39 { }
class C40 { }
class C41 { }
class C42 { }
class C43 { }
class C44 { }
class C45 { }
class C46 { }
class C47 { }
class C48 { }
class C49 { }
class C50 { }
class C51 { }
class C52 { }
class C53 { }
class C54 { }
class C55 { }
class C56 { }
class C57 { }
class C58 { }
class C59 { }
class C60 { }
class C61 { }
class C62 { }
class C63 { }
class C64 { }
class C65 { }
class C66 { }
class C67 { }
class C68 { }
class C69 { }
class C70 { }
class C71 { }
class C72 { }
class C73 { }
class C74 { }
class C75 { }
class C76 { }
class C77 { }
class C78 { }
class C79 { }
class C80 { }
class C81 { }
class C82 { }
class C83 { }
class C84 { }
class C85 { }
class C86 { }
class C87 { }
class C88 { }
class C89 { }
class C90 { }
class C91 { }
class C92 { }
class C93 { }
class C94 { }
class C95 { }
class C96 { }
class C97 { }
class C98 { }
class C99 { }
class C100 { }
class C101 { }
class C102 { }
class C103 { }
class C104 { }
class C105 { }
class C106 { }
class C107 { }
class C108 { }
class C109 { }
class C110 { }
class C111 { }
class C112 { }
class C113 { }
class C114 { }
class C115 { }
class C116 { }
class C117 { }
class C118 { }
class C119 { }
class C120 { }
class C121 { }
class C122 { }
class C123 { }
class C124 { }
class C125 { }
class C126 { }
class C127 { }
class C128 { }
class C129 { }
class C130 { }
class C131 { }
class C132 { }
class C133 { }
class C134 { }
class C135 { }
class C136 { }
class C137 { }
class C138 { }
class C139 { }
class C140 { }
class C141 { }
class C142 { }
class C143 { }
class C144 { }
class C145 { }
class C146 { }
class C147 { }
class C148 { }
class C149 { }
class D149 : C149 { }

class P
{
    static int M(C0 x) { return 0; }
    static int M(C1 x) { return 1; }
    static int M(C2 x) { return 2; }
    static int M(C3 x) { return 3; }
    static int M(C4 x) { return 4; }
    static int M(C5 x) { return 5; }
    static int M(C6 x) { return 6; }
    static int M(C7 x) { return 7; }
    static int M(C8 x) { return 8; }
    static int M(C9 x) { return 9; }
    static int M(C10 x) { return 10; }
    static int M(C11 x) { return 11; }
    static int M(C12 x) { return 12; }
    static int M(C13 x) { return 13; }
    static int M(C14 x) { return 14; }
    static int M(C15 x) { return 15; }
    static int M(C16 x) { return 16; }
    static int M(C17 x) { return 17; }
    static int M(C18 x) { return 18; }
    static int M(C19 x) { return 19; }
    static int M(C20 x) { return 20; }
    static int M(C21 x) { return 21; }
    static int M(C22 x) { return 22; }
    static int M(C23 x) { return 23; }
    static int M(C24 x) { return 24; }
    static int M(C25 x) { return 25; }
    static int M(C26 x) { return 26; }
    static int M(C27 x) { return 27; }
    static int M(C28 x) { return 28; }
    static int M(C29 x) { return 29; }
    static int M(C30 x) { return 30; }
    static int M(C31 x) { return 31; }
    static int M(C32 x) { return 32; }
    static int M(C33 x) { return 33; }
    static int M(C34 x) { return 34; }
    static int M(C35 x) { return 35; }
    static int M(C36 x) { return 36; }
    static int M(C37 x) { return 37; }
    static int M(C38 x) { return 38; }
    static int M(C39 x) { return 39; }
    static int M(C40 x) { return 40; }
    static int M(C41 x) { return 41; }
    static int M(C42 x) { return 42; }
    static int M(C43 x) { return 43; }
    static int M(C44 x) { return 44; }
    static int M(C45 x) { return 45; }
    static int M(C46 x) { return 46; }
    static int M(C47 x) { return 47; }
    static int M(C48 x) { return 48; }
    static int M(C49 x) { return 49; }
    static int M(C50 x) { return 50; }
    static int M(C51 x) { return 51; }
    static int M(C52 x) { return 52; }
    static int M(C53 x) { return 53; }
    static int M(C54 x) { return 54; }
    static int M(C55 x) { return 55; }
    static int M(C56 x) { return 56; }
    static int M(C57 x) { return 57; }
    static int M(C58 x) { return 58; }
    static int M(C59 x) { return 59; }
    static int M(C60 x) { return 60; }
    static int M(C61 x) { return 61; }
    static int M(C62 x) { return 62; }
    static int M(C63 x) { return 63; }
    static int M(C64 x) { return 64; }
    static int M(C65 x) { return 65; }
    static int M(C66 x) { return 66; }
    static int M(C67 x) { return 67; }
    static int M(C68 x) { return 68; }
    static int M(C69 x) { return 69; }
    static int M(C70 x) { return 70; }
    static int M(C71 x) { return 71; }
    static int M(C72 x) { return 72; }
    static int M(C73 x) { return 73; }
    static int M(C74 x) { return 74; }
    static int M(C75 x) { return 75; }
    static int M(C76 x) { return 76; }
    static int M(C77 x) { return 77; }
    static int M(C78 x) { return 78; }
    static int M(C79 x) { return 79; }
    static int M(C80 x) { return 80; }
    static int M(C81 x) { return 81; }
    static int M(C82 x) { return 82; }
    static int M(C83 x) { return 83; }
    static int M(C84 x) { return 84; }
    static int M(C85 x) { return 85; }
    static int M(C86 x) { return 86; }
    static int M(C87 x) { return 87; }
    static int M(C88 x) { return 88; }
    static int M(C89 x) { return 89; }
    static int M(C90 x) { return 90; }
    static int M(C91 x) { return 91; }
    static int M(C92 x) { return 92; }
    static int M(C93 x) { return 93; }
    static int M(C94 x) { return 94; }
    static int M(C95 x) { return 95; }
    static int M(C96 x) { return 96; }
    static int M(C97 x) { return 97; }
    static int M(C98 x) { return 98; }
    static int M(C99 x) { return 99; }
    static int M(C100 x) { return 100; }
    static int M(C101 x) { return 101; }
    static int M(C102 x) { return 102; }
    static int M(C103 x) { return 103; }
    static int M(C104 x) { return 104; }
    static int M(C105 x) { return 105; }
    static int M(C106 x) { return 106; }
    static int M(C107 x) { return 107; }
    static int M(C108 x) { return 108; }
    static int M(C109 x) { return 109; }
    static int M(C110 x) { return 110; }
    static int M(C111 x) { return 111; }
    static int M(C112 x) { return 112; }
    static int M(C113 x) { return 113; }
    static int M(C114 x) { return 114; }
    static int M(C115 x) { return 115; }
    static int M(C116 x) { return 116; }
    static int M(C117 x) { return 117; }
    static int M(C118 x) { return 118; }
    static int M(C119 x) { return 119; }
    static int M(C120 x) { return 120; }
    static int M(C121 x) { return 121; }
    static int M(C122 x) { return 122; }
    static int M(C123 x) { return 123; }
    static int M(C124 x) { return 124; }
    static int M(C125 x) { return 125; }
    static int M(C126 x) { return 126; }
    static int M(C127 x) { return 127; }
    static int M(C128 x) { return 128; }
    static int M(C129 x) { return 129; }
    static int M(C130 x) { return 130; }
    static int M(C131 x) { return 131; }
    static int M(C132 x) { return 132; }
    static int M(C133 x) { return 133; }
    static int M(C134 x) { return 134; }
    static int M(C135 x) { return 135; }
    static int M(C136 x) { return 136; }
    static int M(C137 x) { return 137; }
    static int M(C138 x) { return 138; }
    static int M(C139 x) { return 139; }
    static int M(C140 x) { return 140; }
    static int M(C141 x) { return 141; }
    static int M(C142 x) { return 142; }
    static int M(C143 x) { return 143; }
    static int M(C144 x) { return 144; }
    static int M(C145 x) { return 145; }
    static int M(C146 x) { return 146; }
    static int M(C147 x) { return 147; }
    static int M(C148 x) { return 148; }
    static int M(C149 x) { return 149; }

    static void Main()
    {
        Console.WriteLine(M(new C0()));
        Console.WriteLine(M(new C127()));
        Console.WriteLine(M(new C128()));
        Console.WriteLine(M(new C149()));
        Console.WriteLine(M(new D149()));
        int sum = M(new C100()) + M(new C140()) + M(new C141());
        Console.WriteLine(sum);
    }
}
