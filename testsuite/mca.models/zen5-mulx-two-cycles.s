# Zen 5: mulx takes two cycles of the three multipliers, one for each
# half of the product.  Six independent mulxq measure 4.01 cycles an
# iteration and three 2.00 (the model had 2.00 and 1.00).  Not
# modelled: beside three pdepq or three blsrq, three mulxq still take
# 2.00 (the model 3.00).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), minimum of 15 runs
# CPU: znver5
# CYCLES: 4.00
	mulxq	%rsi, %r8, %r9
	mulxq	%rsi, %r10, %r11
	mulxq	%rsi, %r12, %r13
	mulxq	%rsi, %r14, %r15
	mulxq	%rsi, %rbx, %rbp
	mulxq	%rsi, %rax, %rdi
