# Zen 3: tzcnt of memory through an index register holds ALU1 two cycles
# and another ALU two, where through a base alone it takes 0.50 cycles
# (uops.info's figure).  Two of them 4.00 cycles per iteration; beside
# four shrxq, which only ALU1 and ALU2 run, 3.00 (the shifts get ALU1
# one cycle in three).  Measured on the Zen 3 host with gcc-mca-measure:
# tzcntl (%rsi,%rcx) alone 2.00, two 4.00, with four shrxq 3.00.
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1)
# CPU: znver3
# CYCLES: 3.00
	tzcntl	(%rsi,%rcx), %eax
	shrxq	%rcx, %rdi, %r8
	shrxq	%rcx, %rdi, %r9
	shrxq	%rcx, %rdi, %r10
	shrxq	%rcx, %rdi, %r11
