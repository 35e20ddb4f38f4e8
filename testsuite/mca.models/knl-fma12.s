# Knights Landing: McCalpin's (TACC) 12-accumulator FMA loop: 15
# instructions on a 2-wide core take 7.5 cycles, and the taken branch
# rounds the iteration up to 8.  Measured: 8.056 billion cycles for 1
# billion iterations (0.7% of it OS timer interrupts).
# SOURCE: McCalpin, "A peculiar throughput limitation on Intel's Xeon Phi x200", table, unrolling 1
# CPU: knl
# CYCLES: 8.0
# BINDS: taken branch
.L8:
 addl $1, %eax
 vfmadd213pd %zmm16, %zmm17, %zmm29
 vfmadd213pd %zmm16, %zmm17, %zmm28
 vfmadd213pd %zmm16, %zmm17, %zmm27
 vfmadd213pd %zmm16, %zmm17, %zmm26
 vfmadd213pd %zmm16, %zmm17, %zmm25
 vfmadd213pd %zmm16, %zmm17, %zmm24
 vfmadd213pd %zmm16, %zmm17, %zmm23
 vfmadd213pd %zmm16, %zmm17, %zmm22
 vfmadd213pd %zmm16, %zmm17, %zmm21
 vfmadd213pd %zmm16, %zmm17, %zmm20
 vfmadd213pd %zmm16, %zmm17, %zmm19
 vfmadd213pd %zmm16, %zmm17, %zmm18
 cmpl $1000000000, %eax
 jb .L8
