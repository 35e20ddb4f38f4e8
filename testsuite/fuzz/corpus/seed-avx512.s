vpgatherdd %ymm0, (%rax,%ymm1,4), %ymm2
vmovdqu8 (%rsi), %zmm3{%k2}
kmovw %k1, %eax
call foo@PLT
ret
