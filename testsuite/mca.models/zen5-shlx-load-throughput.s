# Zen 5: four independent shlxq from memory, three a cycle on the three
# ALUs that shift, as the register form (znver5 said 2.67: the load form
# also took one of the three ALUs beside the address units).  Measured:
# 1.34 (imull $imm from memory 1.33).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 1.34
shlx %rcx, (%rsi,%rax,8), %rdx
shlx %rcx, (%rsi,%rax,8), %rdi
shlx %rcx, (%rsi,%rax,8), %r8
shlx %rcx, (%rsi,%rax,8), %r9
