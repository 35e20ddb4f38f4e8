# Zen 4: a chain of loads whose address has a scaled index takes 5
# cycles per load, one more than with a base and a displacement
# (zen4-load-chase.s).  Measured on a Zen 4 host with gcc-mca-measure:
# 5.01 cycles per iteration; 8(%rax,%rcx), base, index and
# displacement, 5.00.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 5.01
	movq	(%rax,%rcx,8), %rax
