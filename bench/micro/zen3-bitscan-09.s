# CPU: znver3
# MEASURED: 3.00
# bit scans of memory: tzcntl (%rsi,%rcx), %eax; shrxq %rcx, %rdi, %r8; shrxq %rcx, %rdi, %r9; shrxq %rcx, %rdi, %r10; shrxq %rcx, %rdi, %r11
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-11-28
	tzcntl (%rsi,%rcx), %eax
	shrxq %rcx, %rdi, %r8
	shrxq %rcx, %rdi, %r9
	shrxq %rcx, %rdi, %r10
	shrxq %rcx, %rdi, %r11
