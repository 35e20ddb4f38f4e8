# The sapphirerapids model's corrections of LLVM 19, measured on this
# project's machine with gcc-mca-measure (models/gen/class-fixes,
# borrow-idioms.py): FP add/sub latency 2 (xmm, ymm),
# memory-operand add chain 2, FP multiply 3 (512-bit forms keep LLVM's
# figures), add/sub/inc/dec r64 with an
# 8-bit immediate eliminated (latency 0), zero idioms recognised (vxorps
# and xorl of a register with itself: latency 0, no resource); every
# instruction takes a rename slot (uops 1 for addq $8, incq, nop, which
# LLVM gives none); divisions and square roots hold the one-unit Divider
# for their reciprocal throughput (vdivpd ymm 8 cycles, vsqrtpd ymm 12);
# and/or/xor/test latency 1 (LLVM: 2), xorq (mem) 1 after the load
# (LLVM: 2), movq between registers eliminated (latency 0).
# Micro-fusion (models/gen/issue-slots.py, uops.info's Alder Lake P
# table): a store and a load-op take 1 issue slot, a read-modify-
# write 2 (LLVM counts 2 and 4 unfused micro-ops).  lea
# (models/gen/form-fixes, uops.info): base + displacement into a
# 64-bit register is eliminated like addq $8 (latency 0 on
# sapphirerapids), a scaled index takes 2 cycles on ports 0, 5, 6, any
# other lea 1 cycle on any of the five ALUs (LLVM: port 1 as well).
# setcc and rol/ror by an immediate: 1 uop on ports 0/6 (LLVM: 2), but
# seta/setbe and cmova/cmovbe 2 (LLVM: cmov 1), as uops.info measured.
# A store takes 1 cycle (LLVM: 12), as in the skylake and icelake models,
# and a read-modify-write 7, its load, operation and store (LLVM: 12).
# Register moves are eliminated: movl, movaps, vmovdqa ymm latency 0, no
# port (LLVM: movl an ALU, vector moves latency 1); but not within one
# register: movl %eax, %eax and movzbl %al, %eax take 1 cycle on an ALU
# (movzbl %al, %ecx 0, as LLVM and uops.info).
# RUN: -mcpu=sapphirerapids -instruction-tables
	vaddss	%xmm0, %xmm1, %xmm1
	vaddpd	%xmm0, %xmm1, %xmm1
	vaddps	%ymm0, %ymm1, %ymm1
	vsubps	(%rdi), %ymm1, %ymm1
	vaddps	%zmm0, %zmm1, %zmm1
	vmulps	%ymm0, %ymm1, %ymm1
	vfmadd231ps	%zmm0, %zmm1, %zmm2
	addq	$8, %rdi
	incq	%rax
	addq	$1000, %rsi
	vxorps	%xmm3, %xmm3, %xmm3
	xorl	%eax, %eax
	nop
	vdivpd	%ymm0, %ymm1, %ymm1
	vsqrtpd	%ymm0, %ymm2
	divl	%ecx
	orq	%rdx, %rax
	xorq	(%rdi), %rdx
	movq	%rax, %rdx
	movq	%rax, (%rdi)
	addl	%eax, 8(%rdi)
	leaq	8(%rdi), %rax
	leaq	(%rdi,%rsi,4), %rax
	leaq	(%rdi,%rsi), %rax
	sete	%al
	setbe	%al
	cmovbe	%ecx, %eax
	cmovl	%ecx, %eax
	rolq	$8, %rax
	movl	%edi, %eax
	movaps	%xmm1, %xmm2
	vmovdqa	%ymm1, %ymm2
	movl	%eax, %eax
	movzbl	%al, %eax
	movzbl	%al, %ecx
