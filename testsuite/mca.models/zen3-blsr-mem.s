# Zen 3: blsr, blsi and blsmsk of memory take ALU1 two cycles and
# another ALU two, through a base alone as through an index (uops.info:
# BLSR (R32, M32) 3 uops, 2.00; LLVM's model 0.50).  Measured on the
# Zen 3 host with gcc-mca-measure: blsrl (%rsi) alone 2.00 cycles per
# iteration, beside four shrxq 3.02.
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1)
# CPU: znver3
# CYCLES: 3.02
	blsrl	(%rsi), %eax
	shrxq	%rcx, %rdi, %r8
	shrxq	%rcx, %rdi, %r9
	shrxq	%rcx, %rdi, %r10
	shrxq	%rcx, %rdi, %r11
