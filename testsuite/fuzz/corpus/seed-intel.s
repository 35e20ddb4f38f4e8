.intel_syntax noprefix
vfmadd231ps zmm1{k1}{z}, zmm2, DWORD PTR [rax+rbx*4+8]{1to16}
add eax, 1
jne .L3
