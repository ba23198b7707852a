// error: 15:19
// message: secret
using System;

class Vault
{
    private int secret = 42;
}

class P
{
    static void Main()
    {
        Vault v = new Vault();
        int s = v.secret;
    }
}
