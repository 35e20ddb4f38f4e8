# The alderlake model's corrections of LLVM 19 (models/gen/class-fixes):
# every instruction takes a rename slot (addq $8, which LLVM gives no
# micro-ops, takes one: uops.info, Alder Lake P, ADD (R64, I8) 1 issue
# slot, 0 executed), addq $8 and incq of a 64-bit register are done at
# rename (latency 0; uops.info [0;1], LLVM 1), and divisions and square roots hold the one-unit
# Divider for their reciprocal throughput as uops.info measured it on
# Alder Lake P (divq 10, divl 6, vdivps ymm 5, vdivpd ymm 8, divss 3,
# vsqrtsd 4, vsqrtps ymm 6); and/or/xor latency 1 and xorq (mem) 1 after
# the load (uops.info: [1;2] and [1;7], LLVM 2 and 7); load-op-split
# (a model parameter, not visible in this table).  Other forms keep
# LLVM's figures (vfmadd231ps, imulq, vpermps here).
# Micro-fusion (models/gen/issue-slots.py, uops.info's Alder Lake P
# table): a store and a load-op take 1 issue slot, a read-modify-
# write 2 (LLVM counts 2 and 4 unfused micro-ops).  lea
# (models/gen/form-fixes, uops.info): base + displacement into a
# 64-bit register is eliminated like addq $8 (latency 0), a scaled index takes 2 cycles on ports 0, 5, 6, any
# other lea 1 cycle on any of the five ALUs (LLVM: port 1 as well).
# setcc and rol/ror by an immediate: 1 uop on ports 0/6 (LLVM: 2), but
# seta/setbe and cmova/cmovbe 2 (LLVM: cmov 1), as uops.info measured.
# A store takes 1 cycle (LLVM: 12), as in the skylake and icelake models.
# Register moves are eliminated: movl, movaps, vmovdqa ymm latency 0, no
# port (LLVM: movl an ALU, vector moves latency 1); but not within one
# register: movl %eax, %eax and movzbl %al, %eax take 1 cycle on an ALU
# (movzbl %al, %ecx 0, as LLVM and uops.info).  A read-modify-write
# takes 7 cycles, its load, operation and store (LLVM: 12).
# RUN: -mcpu=alderlake -instruction-tables
	addq	$8, %rdi
	incq	%rax
	nop
	divq	%rcx
	divl	%ecx
	vdivps	%ymm0, %ymm1, %ymm2
	vdivpd	%ymm0, %ymm1, %ymm2
	divss	%xmm0, %xmm1
	vsqrtsd	%xmm0, %xmm1, %xmm2
	vsqrtps	%ymm0, %ymm3
	vfmadd231ps	%ymm0, %ymm1, %ymm2
	imulq	%rax, %rbx
	vpermps	%ymm0, %ymm1, %ymm2
	xorq	%rdx, %rax
	andl	$7, %ecx
	xorq	(%rdi), %rdx
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
